import {
  AppStatus,
  CANCELLABLE_STATUSES,
  SUBMITTABLE_STATUSES,
  stageStatuses,
} from '@vrportal/contract';
import type { AppStatusValue, ReviewStage } from '@vrportal/contract';
import type { ReviewColumns as StoredReviewColumns } from '../../db/schema/apps.js';

/**
 * The one place that decides app status changes. Every other module asks `transition` and
 * writes only what it answers. See docs/review-workflow.md for the diagram and table.
 */
export type ReviewEvent =
  /** developer: send the app (again) to review */
  | 'submit'
  /** system or reviewer: pick up a queued stage */
  | 'start'
  | 'pass'
  | 'fail'
  /** reviewer: a release date is set for a passed app, or changed */
  | 'schedule'
  /** reviewer: the release date is cleared; the app is passed and waits for a reviewer */
  | 'unschedule'
  /** reviewer; or the system (the release-date job) for an app whose release date came */
  | 'online'
  | 'takeDown'
  /** developer or reviewer: stop a release under way */
  | 'cancel';

export type Actor = 'developer' | 'reviewer' | 'system';

const S = AppStatus;
const STAGES: readonly ReviewStage[] = ['auto', 'man', 'content', 'publish'];

/** Who may cause each event. The automatic stage is the system's; the others a reviewer's. */
function actorAllowed(
  event: ReviewEvent,
  actor: Actor,
  stage: ReviewStage | null,
  from: number,
): boolean {
  switch (event) {
    case 'online':
      return actor === 'reviewer' || (actor === 'system' && from === S.releaseScheduled);
    case 'submit':
      return actor === 'developer';
    case 'cancel':
      return actor === 'developer' || actor === 'reviewer';
    case 'start':
    case 'pass':
    case 'fail':
      return stage === 'auto' ? actor === 'system' : actor === 'reviewer';
    default:
      return actor === 'reviewer';
  }
}

function stageWith(status: number, phase: 'queued' | 'running'): ReviewStage | null {
  return STAGES.find((stage) => stageStatuses[stage][phase] === status) ?? null;
}

function nextStatus(event: ReviewEvent, from: number): AppStatusValue | null {
  switch (event) {
    case 'submit':
      return SUBMITTABLE_STATUSES.includes(from) ? S.autoQueued : null;
    case 'start': {
      const stage = stageWith(from, 'queued');
      return stage ? stageStatuses[stage].running : null;
    }
    case 'pass': {
      const stage = stageWith(from, 'running');
      if (!stage) return null;
      const index = STAGES.indexOf(stage);
      return index === STAGES.length - 1 ? S.passed : stageStatuses[STAGES[index + 1]!].queued;
    }
    case 'fail': {
      const stage = stageWith(from, 'running');
      return stage ? stageStatuses[stage].failed : null;
    }
    case 'schedule':
      return from === S.passed || from === S.releaseScheduled ? S.releaseScheduled : null;
    case 'unschedule':
      return from === S.releaseScheduled ? S.passed : null;
    case 'online':
      return from === S.passed || from === S.releaseScheduled || from === S.takenDown
        ? S.online
        : null;
    case 'takeDown':
      return from === S.online ? S.takenDown : null;
    case 'cancel':
      return CANCELLABLE_STATUSES.includes(from) ? S.cancelled : null;
  }
}

export interface Transition {
  from: number;
  to: AppStatusValue;
  event: ReviewEvent;
  /** the stage the event belongs to (start, pass, fail), for reports and notifications */
  stage: ReviewStage | null;
}

/** The status an event leads to, or null when the event is refused in this status or by this actor. */
export function transition(from: number, event: ReviewEvent, actor: Actor): Transition | null {
  const stage =
    event === 'start'
      ? stageWith(from, 'queued')
      : event === 'pass' || event === 'fail'
        ? stageWith(from, 'running')
        : null;
  const to = nextStatus(event, from);
  if (to === null || !actorAllowed(event, actor, stage, from)) return null;
  return { from, to, event, stage };
}

export const REVIEW_EVENTS: readonly ReviewEvent[] = [
  'submit',
  'start',
  'pass',
  'fail',
  'schedule',
  'unschedule',
  'online',
  'takeDown',
  'cancel',
];
export const ACTORS: readonly Actor[] = ['developer', 'reviewer', 'system'];

/** The review columns a transition writes, the same for an app and a channel release. */
export interface ReviewColumns extends StoredReviewColumns {
  status: AppStatusValue;
}

/**
 * What a transition changes in the review columns: the status and its time; a submit starts
 * the stages again; a passed stage records when.
 */
export function reviewColumns(step: Transition, now: string): ReviewColumns {
  const changes: ReviewColumns = { status: step.to, status_changed_at: now, updated_at: now };
  if (step.event === 'submit') {
    Object.assign(changes, {
      submitted_at: now,
      tech_passed_at: null,
      content_passed_at: null,
      publish_passed_at: null,
    });
  }
  if (step.event === 'pass' && step.stage === 'man') changes.tech_passed_at = now;
  if (step.event === 'pass' && step.stage === 'content') changes.content_passed_at = now;
  if (step.event === 'pass' && step.stage === 'publish') changes.publish_passed_at = now;
  return changes;
}
