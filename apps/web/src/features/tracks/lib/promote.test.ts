import { describe, expect, it } from 'vitest';
import { promoteChoices, trackName } from './promote';

describe('promotion targets', () => {
  it('moves a build forward only, the store last', () => {
    expect(promoteChoices('alpha')).toEqual(['beta', 'rc', 'store']);
    expect(promoteChoices('beta')).toEqual(['rc', 'store']);
    expect(promoteChoices('rc')).toEqual(['store']);
  });

  it('names the tracks as testers know them', () => {
    expect(trackName('rc')).toBe('RC');
    expect(trackName('alpha')).toBe('ALPHA');
  });
});
