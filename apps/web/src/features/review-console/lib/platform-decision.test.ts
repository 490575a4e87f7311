import { describe, expect, it } from 'vitest';
import {
  decisionBody,
  gapsOf,
  initialMarks,
  isComplete,
  platformKindOf,
  withCheck,
  withReason,
} from './platform-decision';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);

describe('platform decisions', () => {
  it('reads the four kinds only', () => {
    expect(platformKindOf('addon')).toBe('addon');
    expect(platformKindOf('achievement')).toBe('achievement');
    expect(platformKindOf('achive')).toBeNull();
    expect(platformKindOf(null)).toBeNull();
  });

  it('needs every item marked and a note on every rejected one', () => {
    let marks = initialMarks('achievement', [A, B]);
    expect(marks[0]!.checks).toBeNull();
    expect(gapsOf(marks)).toEqual({ unmarked: 2, notesMissing: 0, reasonsMissing: 0 });
    marks = [
      { ...marks[0]!, pass: true },
      { ...marks[1]!, pass: false },
    ];
    expect(gapsOf(marks)).toEqual({ unmarked: 0, notesMissing: 1, reasonsMissing: 0 });
    marks[1] = { ...marks[1]!, note: '  The icon is blurred. ' };
    expect(isComplete(gapsOf(marks))).toBe(true);
    expect(decisionBody('x1', marks, ' Fine otherwise ')).toEqual({
      auditId: 'x1',
      note: 'Fine otherwise',
      items: [
        { id: A, pass: true, note: '' },
        { id: B, pass: false, note: 'The icon is blurred.' },
      ],
    });
  });

  it('rejects an add-on whose check fails and needs the reason of each failed check', () => {
    let [mark] = initialMarks('addon', [A]);
    mark = { ...mark!, pass: true };
    mark = withCheck(mark, 'showPrice', false);
    expect(mark.pass).toBe(false);
    mark = withCheck(mark, 'showVideo', false);
    expect(gapsOf([mark])).toEqual({ unmarked: 0, notesMissing: 1, reasonsMissing: 2 });
    mark = withReason(mark, 'showPrice', 'Too high for a skin');
    mark = withReason(mark, 'showVideo', 'The trailer is of another game');
    mark = { ...mark, note: 'See the checks.' };
    expect(isComplete(gapsOf([mark]))).toBe(true);
    const [item] = decisionBody('x2', [mark], '').items;
    expect(item).toMatchObject({
      id: A,
      pass: false,
      note: 'See the checks.',
      showName: 1,
      showNameReason: '',
      showPrice: 0,
      showPriceReason: 'Too high for a skin',
      showVideo: 0,
      showVideoReason: 'The trailer is of another game',
    });
    // a check passed again forgets nothing but its failure
    mark = withCheck(mark, 'showVideo', true);
    expect(decisionBody('x2', [mark], '').items[0]).toMatchObject({
      showVideo: 1,
      showVideoReason: '',
    });
  });
});
