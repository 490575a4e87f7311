import { SearchStatus } from '@vrportal/contract';
import { describe, expect, it } from 'vitest';
import { initialFilters, listSearch, listTitleKey, toSearch } from './filters';

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

describe('the app list', () => {
  it("loads a super account's list with the filters the panel shows at first", () => {
    const first = listSearch(true, null);
    expect(first).toEqual(toSearch(initialFilters));
    // the panel reads "Hide drafts": the first list hides them as well
    expect(initialFilters.showDoodle).toBe(0);
    expect(first).toMatchObject({ showDoodle: 0 });
  });

  it('keeps the search a super account picked, and gives a developer the plain list', () => {
    expect(listSearch(true, { showDoodle: 1, name: 'Star' })).toEqual({
      showDoodle: 1,
      name: 'Star',
    });
    expect(listSearch(false, null)).toBeNull();
    expect(listSearch(false, { showDoodle: 1 })).toBeNull();
  });

  it('is titled "All apps" for a super account and "My apps" for a developer', () => {
    expect(listTitleKey(true)).toBe('list.titleAll');
    expect(listTitleKey(false)).toBe('list.title');
  });
});
