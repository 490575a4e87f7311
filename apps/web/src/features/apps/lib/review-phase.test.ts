import { AppStatus } from '@vrportal/contract';
import { describe, expect, it } from 'vitest';
import { checkKey, stepWords } from './review-phase';

describe('review steps in one state with the status', () => {
  it('reads a stage waiting to start as waiting, not in progress', () => {
    expect(stepWords('process', AppStatus.contentQueued)).toBe('queued');
    expect(stepWords('process', AppStatus.manualQueued)).toBe('queued');
    expect(stepWords('process', AppStatus.publishQueued)).toBe('queued');
    expect(stepWords('process', AppStatus.contentRunning)).toBe('process');
    // the steps before and after keep their own state
    expect(stepWords('finish', AppStatus.contentQueued)).toBe('finish');
    expect(stepWords('wait', AppStatus.contentQueued)).toBe('wait');
  });

  it('says the review waits while it waits, and is under way once it is', () => {
    expect(checkKey(5, AppStatus.contentQueued)).toBe('check5Queued');
    expect(checkKey(5, AppStatus.contentRunning)).toBe('check5');
    expect(checkKey(2, AppStatus.contentFailed)).toBe('check2');
    expect(checkKey(10, AppStatus.cancelled)).toBe('check10');
  });
});
