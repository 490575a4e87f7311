import { describe, expect, it } from 'vitest';
import { orderedId } from './crypto.js';

describe('orderedId', () => {
  it('sorts each id after the ones made before it, many in one millisecond', () => {
    const ids = Array.from({ length: 5000 }, () => orderedId());
    expect(ids.every((id) => /^[0-9a-f]{32}$/.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
