import { SearchStatus } from '@vrportal/contract';
import { describe, expect, it } from 'vitest';
import { initialFilters, toSearch } from './filters';

describe('toSearch', () => {
  it('sends only the filters given, drafts hidden by default', () => {
    expect(toSearch(initialFilters)).toEqual({ showDoodle: 0 });
  });

  it('trims texts and keeps category, review status and the drafts choice', () => {
    expect(
      toSearch({
        name: '  Star ',
        appId: ' ',
        pkg: 'com.star',
        cgy: 2,
        status: SearchStatus.failed,
        showDoodle: 1,
      }),
    ).toEqual({
      name: 'Star',
      pkg: 'com.star',
      cgy: 2,
      status: SearchStatus.failed,
      showDoodle: 1,
    });
  });
});
