import { describe, expect, it } from 'vitest';
import { unreadOf } from './unread-count';

describe('unreadOf', () => {
  it("takes the server's unread count (recvDvAuthAcquire already left out)", () => {
    expect(unreadOf({ ntys: [], total: 9, unread: 3 })).toBe(3);
  });

  it('is 0 without an answer or a count', () => {
    expect(unreadOf(undefined)).toBe(0);
    expect(unreadOf(null)).toBe(0);
    expect(unreadOf({ ntys: [] })).toBe(0);
    expect(unreadOf({ unread: -1 })).toBe(0);
  });
});
