import { trackCalls as calls } from '@vrportal/contract';
import type { RegisterCall } from '../../plugins/calls.js';
import type { RolloutsService } from './rollouts.service.js';

/** Staged rollouts of store updates (docs/api/tracks.md). */
export function rolloutsRoutes(registerCall: RegisterCall, rollouts: RolloutsService) {
  registerCall(calls.rolloutGet, ({ session, body }) => rollouts.get(session, body.appId));
  registerCall(calls.rolloutSet, ({ session, body, audit }) => {
    audit.changed('share', null, `${body.share}%`);
    return rollouts.setShare(session, body.appId, body.share);
  });
  registerCall(calls.rolloutHalt, ({ session, body }) => rollouts.halt(session, body.appId));
  registerCall(calls.rolloutResume, ({ session, body }) => rollouts.resume(session, body.appId));
  registerCall(calls.rolloutComplete, ({ session, body }) =>
    rollouts.complete(session, body.appId),
  );
  registerCall(calls.rolloutHaltRule, ({ session, body: { appId, ...rule }, audit }) =>
    rollouts.setHaltRule(session, appId, rule, audit.changed),
  );
}
