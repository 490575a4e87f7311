import { describe, expect, it } from 'vitest';
import { countUnread } from './get-dv-nty-list';

describe('countUnread', () => {
  it('counts unread notifications except developer authorisation requests', () => {
    expect(
      countUnread([
        { state: 0, tag: 'audit' },
        { state: 1, tag: 'audit' },
        { state: 0, tag: 'recvDvAuthAcquire' },
        { state: 0, tag: 'finance' },
      ]),
    ).toBe(2);
  });

  it('is 0 without notifications', () => {
    expect(countUnread(undefined)).toBe(0);
    expect(countUnread([])).toBe(0);
  });
});
