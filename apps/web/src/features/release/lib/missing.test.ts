import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { missingText } from './missing';

const t = ((key: string, vars?: Record<string, unknown>) =>
  vars ? `${key}:${JSON.stringify(vars)}` : key) as unknown as TFunction<'release'>;

describe('missing fields in words', () => {
  it('names trailers by their position from one', () => {
    expect(missingText(t, 'vedios[1].pic')).toBe('missing.vedioPic:{"n":2}');
    expect(missingText(t, 'scover')).toBe('missing.scover');
  });
});
