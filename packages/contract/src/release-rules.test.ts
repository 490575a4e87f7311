import { describe, expect, it } from 'vitest';
import { priceProblem, releaseFieldProblems } from './release-rules.js';
import { doneReleaseSteps, missingReleaseFields, releaseStepOf } from './release-steps.js';

const complete = {
  ver: '1.0.0',
  vnote: { zh_CN: '新版本', en_US: 'New version' },
  fname: 'game.apk',
  devModel: 'YVR 1',
  name: { zh_CN: '游戏', en_US: 'Game' },
  abbr: 'G',
  brief: { zh_CN: '简介', en_US: 'About' },
  cgy: 1,
  tag: [1],
  lang: 'en_US',
  controlMode: 1,
  nMode: 1,
  developer: 'Studio',
  scover: '/pic/a.png',
  rcover: '/pic/b.png',
  pics: ['/pic/c.png'],
  vedios: [{ pic: '/pic/d.png' }],
  pMode: 0,
  sprice: null,
};

describe('release form completeness', () => {
  it('misses nothing of a complete form; free is a chosen price', () => {
    expect(missingReleaseFields(complete)).toEqual([]);
    expect(doneReleaseSteps([])).toEqual([0, 1, 2, 3, 4]);
  });

  it('names each missing item, the required languages and each trailer without a cover', () => {
    const missing = missingReleaseFields({
      ...complete,
      vnote: { zh_CN: '只有中文' },
      brief: { zh_CN: '  ', en_US: 'About' },
      controlMode: 0,
      vedios: [{ pic: '/pic/d.png' }, { pic: '' }],
      pMode: 1,
      sprice: null,
    });
    expect(missing).toEqual(['vnote', 'brief', 'controlMode', 'vedios[1].pic', 'sprice']);
    expect(missing.map(releaseStepOf)).toEqual([0, 1, 2, 3, 4]);
    expect(doneReleaseSteps(missing)).toEqual([]);
    expect(doneReleaseSteps(['name.en_US'])).toEqual([0, 2, 3, 4]);
  });

  it('sends unknown names to the first step', () => {
    expect(releaseStepOf('nothing')).toBe(0);
  });
});

describe('release field rules', () => {
  it('checks tags against the category the form will have', () => {
    expect(releaseFieldProblems({ cgy: 2, tag: [1] }, ['cgy'], { channel: false })).toEqual({
      tag: 'category',
    });
    expect(releaseFieldProblems({ cgy: 1, tag: [1] }, ['cgy'], { channel: false })).toEqual({});
  });

  it('sells in RMB only in the main store, in any currency in a channel', () => {
    expect(releaseFieldProblems({ currency: 2 }, ['currency'], { channel: false })).toEqual({
      currency: 'currency',
    });
    expect(releaseFieldProblems({ currency: 2 }, ['currency'], { channel: true })).toEqual({});
  });

  it('wants whole yen and at most two decimals elsewhere', () => {
    expect(priceProblem(150, 2)).toBe('decimals');
    expect(priceProblem(200, 2)).toBeNull();
    expect(priceProblem(150, 1)).toBeNull();
    expect(priceProblem(1.5, 0)).toBe('decimals');
  });
});
