import { describe, expect, it } from 'vitest';
import {
  FIRST_PAGE,
  NO_FILTERS,
  exportName,
  filtersBody,
  hasFilters,
  listBody,
  type AuditFilterState,
} from './filters';

const every: AuditFilterState = {
  accountId: 'acc-1',
  action: 'resetAppSecret',
  appId: 'a'.repeat(32),
  days: { start: '2026-03-01', end: '2026-03-31' },
};

describe('the filters of the audit log as the calls take them', () => {
  it('sends no filter when none is chosen, only the page', () => {
    expect(filtersBody(NO_FILTERS)).toEqual({});
    expect(listBody(NO_FILTERS, FIRST_PAGE)).toEqual({ page: 1, psize: 20 });
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('names every chosen filter, the days as from and to, both included', () => {
    expect(filtersBody(every)).toEqual({
      accountId: 'acc-1',
      action: 'resetAppSecret',
      appId: 'a'.repeat(32),
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(listBody(every, { page: 3, size: 50 })).toEqual({
      ...filtersBody(every),
      page: 3,
      psize: 50,
    });
    expect(hasFilters(every)).toBe(true);
  });

  it('leaves out each filter that is not chosen, never sending it empty', () => {
    const actionOnly = { ...NO_FILTERS, action: 'setRole' };
    expect(filtersBody(actionOnly)).toEqual({ action: 'setRole' });
    expect(hasFilters(actionOnly)).toBe(true);
    const cleared = { ...every, accountId: '', appId: null, days: null };
    expect(filtersBody(cleared)).toEqual({ action: 'resetAppSecret' });
    expect(Object.values(filtersBody(cleared))).not.toContain('');
  });

  it('asks for whole pages of 1 to 100 entries, as the list call takes', () => {
    expect(listBody(NO_FILTERS, { page: 0, size: 500 })).toEqual({ page: 1, psize: 100 });
    expect(listBody(NO_FILTERS, { page: 2.7, size: 0 })).toEqual({ page: 2, psize: 1 });
  });

  it('names an export by its days when the server gives no name', () => {
    expect(exportName(filtersBody(every))).toBe('audit-log-2026-03-01-2026-03-31.xlsx');
    expect(exportName({})).toBe('audit-log.xlsx');
  });
});
