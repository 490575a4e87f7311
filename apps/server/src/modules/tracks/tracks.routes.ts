import { trackCalls as calls } from '@vrportal/contract';
import type { RegisterCall } from '../../plugins/calls.js';
import type { TracksService } from './tracks.service.js';

/** Testing tracks and their testers (docs/api/tracks.md). */
export function tracksRoutes(registerCall: RegisterCall, tracks: TracksService) {
  registerCall(calls.trackList, ({ session, body, lang }) =>
    tracks.list(session, body.appId, lang),
  );
  registerCall(calls.trackNotes, ({ session, body, lang }) =>
    tracks.setNotes(session, body.appId, body.track, body.notes, lang),
  );
  registerCall(calls.trackPromote, ({ session, body, audit }) => {
    audit.changed('track', body.from, body.to);
    return tracks.promote(session, body.appId, body.from, body.to);
  });
  registerCall(calls.trackTesters, ({ session, body }) =>
    tracks.testers(session, body.appId, body.track, body.page, body.psize),
  );
  registerCall(calls.trackAddTesters, ({ session, body }) =>
    tracks.addTesters(session, body.appId, body.track, body.emails),
  );
  registerCall(calls.trackRemoveTesters, ({ session, body }) =>
    tracks.removeTesters(session, body.appId, body.track, body.emails),
  );
  registerCall(calls.trackInviteLink, ({ session, body }) =>
    tracks.inviteLink(session, body.appId, body.track, body.renew ?? false),
  );
  registerCall(calls.joinTrack, ({ body }) => tracks.join(body.code, body.userId, body.email));
}
