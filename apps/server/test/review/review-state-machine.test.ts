import { describe, expect, it } from 'vitest';
import { ALL_APP_STATUSES } from '@vrportal/contract';
import { ACTORS, REVIEW_EVENTS, transition } from '../../src/modules/review/state-machine.js';
import type { Actor, ReviewEvent } from '../../src/modules/review/state-machine.js';

/**
 * Every allowed transition, written out by hand (the table of docs/review-workflow.md).
 * Anything not listed here must be refused.
 */
const ALLOWED: [from: number, event: ReviewEvent, actor: Actor, to: number][] = [
  ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 15, 16, 18].map(
    (from) => [from, 'submit', 'developer', 1] as [number, ReviewEvent, Actor, number],
  ),
  [1, 'start', 'system', 2],
  [2, 'pass', 'system', 4],
  [2, 'fail', 'system', 3],
  [4, 'start', 'reviewer', 5],
  [5, 'pass', 'reviewer', 7],
  [5, 'fail', 'reviewer', 6],
  [7, 'start', 'reviewer', 8],
  [8, 'pass', 'reviewer', 10],
  [8, 'fail', 'reviewer', 9],
  [10, 'start', 'reviewer', 11],
  [11, 'pass', 'reviewer', 13],
  [11, 'fail', 'reviewer', 12],
  [13, 'schedule', 'reviewer', 14],
  // the release date changed
  [14, 'schedule', 'reviewer', 14],
  // the release date cleared: passed, online when a reviewer puts it there
  [14, 'unschedule', 'reviewer', 13],
  [13, 'online', 'reviewer', 15],
  [14, 'online', 'reviewer', 15],
  // the release-date job, when the date has come
  [14, 'online', 'system', 15],
  [16, 'online', 'reviewer', 15],
  [15, 'takeDown', 'reviewer', 16],
  ...[1, 2, 4, 5, 7, 8, 10, 11, 13, 14].flatMap((from) =>
    (['developer', 'reviewer'] as Actor[]).map(
      (actor) => [from, 'cancel', actor, 18] as [number, ReviewEvent, Actor, number],
    ),
  ),
];

const key = (from: number, event: string, actor: string) => `${from}/${event}/${actor}`;
const allowed = new Map(ALLOWED.map(([from, event, actor, to]) => [key(from, event, actor), to]));

describe('review state machine', () => {
  const cases = ALL_APP_STATUSES.flatMap((from) =>
    REVIEW_EVENTS.flatMap((event) => ACTORS.map((actor) => ({ from, event, actor }))),
  );

  it('covers every status, event and actor', () => {
    expect(cases).toHaveLength(18 * 9 * 3);
    expect(allowed.size).toBe(ALLOWED.length);
  });

  it.each(cases)('$from --$event by $actor', ({ from, event, actor }) => {
    const expected = allowed.get(key(from, event, actor));
    const result = transition(from, event, actor);
    if (expected === undefined) expect(result).toBeNull();
    else expect(result).toMatchObject({ from, to: expected, event });
  });

  it('names the stage of start, pass and fail', () => {
    expect(transition(1, 'start', 'system')?.stage).toBe('auto');
    expect(transition(5, 'fail', 'reviewer')?.stage).toBe('man');
    expect(transition(8, 'pass', 'reviewer')?.stage).toBe('content');
    expect(transition(11, 'pass', 'reviewer')?.stage).toBe('publish');
    expect(transition(13, 'online', 'reviewer')?.stage).toBeNull();
  });

  it('refuses unknown statuses', () => {
    for (const from of [-1, 17, 19, 99]) {
      for (const event of REVIEW_EVENTS) {
        for (const actor of ACTORS) expect(transition(from, event, actor)).toBeNull();
      }
    }
  });
});
