import { apiKeyLimits, type ApiKey } from '@vrportal/contract';
import { describe, expect, it } from 'vitest';
import { atKeyLimit, keyStateOf, liveCount, orderKeys } from './key-state';

const NOW = Date.parse('2026-11-29T10:00:00Z');

const key = (keyId: string, over: Partial<ApiKey> = {}): ApiKey => ({
  keyId,
  name: keyId,
  hint: 'vrpk_abc123',
  scopes: ['status:read'],
  appIds: null,
  expiresAt: null,
  createdAt: '2026-11-01T00:00:00Z',
  createdBy: 'owner@example.com',
  lastUsedAt: null,
  lastUsedAddress: null,
  revokedAt: null,
  ...over,
});

describe('the state of an API key', () => {
  it('is live without expiry or before it, expired from its expiry on, revoked once revoked', () => {
    expect(keyStateOf(key('a'), NOW)).toBe('live');
    expect(keyStateOf(key('a', { expiresAt: '2026-11-29T10:00:01Z' }), NOW)).toBe('live');
    expect(keyStateOf(key('a', { expiresAt: '2026-11-29T10:00:00Z' }), NOW)).toBe('expired');
    expect(keyStateOf(key('a', { revokedAt: '2026-11-20T00:00:00Z' }), NOW)).toBe('revoked');
    // a revoked key whose expiry passed too was revoked
    expect(
      keyStateOf(
        key('a', { revokedAt: '2026-11-20T00:00:00Z', expiresAt: '2026-11-21T00:00:00Z' }),
        NOW,
      ),
    ).toBe('revoked');
  });

  it('lists the live keys first, newest first, then the ended ones, the latest to end first', () => {
    const keys = [
      key('old-live', { createdAt: '2026-10-01T00:00:00Z' }),
      key('revoked-early', { revokedAt: '2026-11-02T00:00:00Z' }),
      key('new-live', { createdAt: '2026-11-20T00:00:00Z' }),
      key('expired-late', { expiresAt: '2026-11-28T00:00:00Z' }),
    ];
    expect(orderKeys(keys, NOW).map((k) => k.keyId)).toEqual([
      'new-live',
      'old-live',
      'expired-late',
      'revoked-early',
    ]);
    // the list given stays as it was
    expect(keys[0]!.keyId).toBe('old-live');
  });

  it('counts only live keys against the limit', () => {
    const live = Array.from({ length: apiKeyLimits.keysMax - 1 }, (_, i) => key(`k${i}`));
    const ended = [
      key('r', { revokedAt: '2026-11-02T00:00:00Z' }),
      key('e', { expiresAt: '2026-11-02T00:00:00Z' }),
    ];
    expect(liveCount([...live, ...ended], NOW)).toBe(apiKeyLimits.keysMax - 1);
    expect(atKeyLimit([...live, ...ended], NOW)).toBe(false);
    expect(atKeyLimit([...live, key('one-more')], NOW)).toBe(true);
  });
});
