import { describe, expect, it } from 'vitest';
import { noFilters, ratingOf, requestOf } from './filters';

describe('the reviews filters', () => {
  it('send only the filters that are set', () => {
    expect(requestOf('a1', noFilters)).toEqual({ appId: 'a1' });
    expect(
      requestOf('a1', { rating: 1, language: 'en', versionCode: 0, replied: false, q: '  crash ' }),
    ).toEqual({
      appId: 'a1',
      rating: 1,
      language: 'en',
      versionCode: 0,
      replied: false,
      q: 'crash',
    });
  });

  it('read a rating from the address only when it is 1 to 5 stars', () => {
    expect(ratingOf('1')).toBe(1);
    expect(ratingOf('5')).toBe(5);
    for (const bad of [null, '', '0', '6', '2.5', 'x']) expect(ratingOf(bad)).toBeNull();
  });
});
