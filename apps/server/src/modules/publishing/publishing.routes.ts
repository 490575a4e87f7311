import { publishingCalls as calls } from '@vrportal/contract';
import type { RegisterCall } from '../../plugins/calls.js';
import type { DatacenterService } from '../datacenter/index.js';
import type { PlayerReviewsService } from '../player-reviews/index.js';
import type { RolloutsService } from '../rollouts/index.js';
import type { TracksService } from '../tracks/index.js';
import { receiveChunk, type UploadsService } from '../uploads/index.js';
import type { VitalsService } from '../vitals/index.js';
import type { PublishingService } from './publishing.service.js';

/** The modules whose work the publishing API does, with the key as the caller. */
export interface PublishingWork {
  publishing: PublishingService;
  uploads: UploadsService;
  tracks: TracksService;
  rollouts: RolloutsService;
  vitals: VitalsService;
  figures: DatacenterService;
  reviews: PlayerReviewsService;
}

/**
 * The publishing API under /api/v1 (docs/api/publishing.md): each call does what the portal's
 * call of the same work does, through the same service, with the same rules and answers.
 */
export function publishingRoutes(registerCall: RegisterCall, w: PublishingWork) {
  registerCall(calls.whoami, ({ key, lang }) => w.publishing.whoami(key, lang));
  registerCall(calls.appStatus, ({ key, query, lang }) =>
    w.publishing.status(key, query.appId, lang),
  );

  registerCall(calls.v1CheckChunks, ({ key, body }) =>
    w.uploads.checkChunks(key, body.appId, body.identifier),
  );
  registerCall(calls.v1Chunk, ({ key, request }) => receiveChunk(request, key, w.uploads));
  registerCall(calls.v1Merge, async ({ key, body }) => {
    await w.uploads.merge(key, { ...body, cId: undefined });
    return null;
  });
  registerCall(calls.v1MergeResult, ({ key, body }) => w.uploads.mergeResult(key, body.identifier));

  registerCall(calls.v1Tracks, ({ key, body, lang }) => w.tracks.list(key, body.appId, lang));
  registerCall(calls.v1TrackNotes, ({ key, body, lang }) =>
    w.tracks.setNotes(key, body.appId, body.track, body.notes, lang),
  );
  registerCall(calls.v1Promote, ({ key, body, audit }) => {
    audit.changed('track', body.from, body.to);
    return w.tracks.promote(key, body.appId, body.from, body.to);
  });
  registerCall(calls.v1Submit, ({ key, body, lang }) =>
    w.publishing.submit(key, body.appId, body.vnote, lang),
  );

  registerCall(calls.v1Rollout, ({ key, query }) => w.rollouts.get(key, query.appId));
  registerCall(calls.v1RolloutSet, ({ key, body, audit }) => {
    audit.changed('share', null, `${body.share}%`);
    return w.rollouts.setShare(key, body.appId, body.share);
  });
  registerCall(calls.v1RolloutHalt, ({ key, body }) => w.rollouts.halt(key, body.appId));
  registerCall(calls.v1RolloutResume, ({ key, body }) => w.rollouts.resume(key, body.appId));
  registerCall(calls.v1RolloutComplete, ({ key, body }) => w.rollouts.complete(key, body.appId));

  registerCall(calls.v1Vitals, ({ key, body }) => w.vitals.overview(key, body));
  registerCall(calls.v1Stats, ({ key, body }) => w.figures.infoTendency(key, body));
  registerCall(calls.v1Reviews, ({ key, body, lang }) => w.reviews.list(key, body, lang));
  registerCall(calls.v1ReviewReply, async ({ key, body, lang, audit }) => {
    const { review, before } = await w.reviews.reply(key, body, lang);
    audit.changed('reply', before, body.text);
    return review;
  });
}
