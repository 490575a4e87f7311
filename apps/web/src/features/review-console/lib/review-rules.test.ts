import { AppStatus as S, ReportItemStatus } from '@vrportal/contract';
import type { ReportItemStatusValue } from '@vrportal/contract';
import { describe, expect, it } from 'vitest';
import type { MarkedItem } from './review-rules';
import {
  decidedType,
  decisionOf,
  outcomeOf,
  reportItemsOf,
  stagePanelOf,
  stateActionsOf,
} from './review-rules';

const PASS = ReportItemStatus.passed;
const FAIL = ReportItemStatus.failed;
const item = (status: ReportItemStatusValue | null, note = ''): MarkedItem => ({
  name: 'Stability',
  require: 'No crash',
  desc: 'Played 30 minutes',
  status,
  note,
});

describe('review console rules', () => {
  it('says where a pass and a fail of the stage under way lead (the confirmation tells it)', () => {
    expect(outcomeOf(S.manualRunning)).toEqual({ pass: S.contentQueued, fail: S.manualFailed });
    expect(outcomeOf(S.contentRunning)).toEqual({ pass: S.publishQueued, fail: S.contentFailed });
    expect(outcomeOf(S.publishRunning)).toEqual({ pass: S.passed, fail: S.publishFailed });
    expect([S.autoRunning, S.contentQueued, S.online].map(outcomeOf)).toEqual([null, null, null]);
  });

  it('offers start for queued stages and a decision for stages under way', () => {
    expect([S.autoQueued, S.autoRunning].map(stagePanelOf)).toEqual(['auto', 'auto']);
    const queued = [S.manualQueued, S.contentQueued, S.publishQueued];
    expect(queued.map(stagePanelOf)).toEqual(['start', 'start', 'start']);
    const running = [S.manualRunning, S.contentRunning, S.publishRunning];
    expect(running.map(stagePanelOf)).toEqual(['decide', 'decide', 'decide']);
    const none = [
      S.draft,
      S.autoFailed,
      S.manualFailed,
      S.contentFailed,
      S.publishFailed,
      S.passed,
      S.online,
      S.takenDown,
      S.cancelled,
    ];
    expect(none.map(stagePanelOf)).toEqual(Array(9).fill(null));
    expect([...running, S.manualQueued].map(decidedType)).toEqual([2, 3, 4, null]);
  });

  it('offers the state actions the state machine allows', () => {
    expect(stateActionsOf(S.passed)).toEqual(['schedule', 'online', 'cancel']);
    // the release date is changed or cleared before it comes; a channel release has none
    expect(stateActionsOf(S.releaseScheduled)).toEqual([
      'schedule',
      'unschedule',
      'online',
      'cancel',
    ]);
    expect(stateActionsOf(S.releaseScheduled, true)).toEqual(['online', 'cancel']);
    expect(stateActionsOf(S.passed, true)).toEqual(['schedule', 'online', 'cancel']);
    expect(stateActionsOf(S.online)).toEqual(['takeDown']);
    expect(stateActionsOf(S.takenDown)).toEqual(['online']);
    expect(stateActionsOf(S.manualRunning)).toEqual(['cancel']);
    expect(stateActionsOf(S.draft)).toEqual([]);
    expect(stateActionsOf(S.cancelled)).toEqual([]);
  });

  it('passes only when every item passes, fails only with a note on every failed item', () => {
    expect(decisionOf([item(PASS), item(null)])).toMatchObject({ canPass: false, canFail: false });
    expect(decisionOf([item(PASS), item(PASS)])).toMatchObject({ canPass: true, canFail: false });
    expect(decisionOf([item(PASS), item(FAIL)])).toMatchObject({
      canPass: false,
      canFail: false,
      notesMissing: true,
    });
    expect(decisionOf([item(PASS), item(FAIL, 'Crashes after 5 min')])).toMatchObject({
      canPass: false,
      canFail: true,
    });
  });

  it('sends passed and failed statuses and trimmed notes', () => {
    expect(reportItemsOf([item(FAIL, '  Crashes  '), item(PASS)])).toEqual([
      {
        name: 'Stability',
        status: FAIL,
        require: 'No crash',
        desc: 'Played 30 minutes',
        note: 'Crashes',
      },
      { name: 'Stability', status: PASS, require: 'No crash', desc: 'Played 30 minutes', note: '' },
    ]);
  });
});
