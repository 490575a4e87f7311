import { describe, expect, it } from 'vitest';
import type { MarkedItem } from './review-rules';
import {
  decidedType,
  decisionOf,
  reportItemsOf,
  stagePanelOf,
  stateActionsOf,
} from './review-rules';

const item = (status: 1 | 0 | null, note = ''): MarkedItem => ({
  name: 'Stability',
  require: 'No crash',
  desc: 'Played 30 minutes',
  status,
  note,
});

describe('review console rules', () => {
  it('offers start for queued stages and a decision for stages under way', () => {
    expect([1, 2].map(stagePanelOf)).toEqual(['auto', 'auto']);
    expect([4, 7, 10].map(stagePanelOf)).toEqual(['start', 'start', 'start']);
    expect([5, 8, 11].map(stagePanelOf)).toEqual(['decide', 'decide', 'decide']);
    expect([0, 3, 6, 9, 12, 13, 15, 16, 18].map(stagePanelOf)).toEqual(Array(9).fill(null));
    expect([5, 8, 11, 4].map(decidedType)).toEqual([2, 3, 4, null]);
  });

  it('offers the state actions the state machine allows', () => {
    expect(stateActionsOf(13)).toEqual(['schedule', 'online', 'cancel']);
    expect(stateActionsOf(14)).toEqual(['online', 'cancel']);
    expect(stateActionsOf(15)).toEqual(['takeDown']);
    expect(stateActionsOf(16)).toEqual(['online']);
    expect(stateActionsOf(5)).toEqual(['cancel']);
    expect(stateActionsOf(0)).toEqual([]);
    expect(stateActionsOf(18)).toEqual([]);
  });

  it('passes only when every item passes, fails only with a note on every failed item', () => {
    expect(decisionOf([item(1), item(null)])).toMatchObject({ canPass: false, canFail: false });
    expect(decisionOf([item(1), item(1)])).toMatchObject({ canPass: true, canFail: false });
    expect(decisionOf([item(1), item(0)])).toMatchObject({
      canPass: false,
      canFail: false,
      notesMissing: true,
    });
    expect(decisionOf([item(1), item(0, 'Crashes after 5 min')])).toMatchObject({
      canPass: false,
      canFail: true,
    });
  });

  it('sends status 1/0 and trimmed notes', () => {
    expect(reportItemsOf([item(0, '  Crashes  '), item(1)])).toEqual([
      {
        name: 'Stability',
        status: 0,
        require: 'No crash',
        desc: 'Played 30 minutes',
        note: 'Crashes',
      },
      { name: 'Stability', status: 1, require: 'No crash', desc: 'Played 30 minutes', note: '' },
    ]);
  });
});
