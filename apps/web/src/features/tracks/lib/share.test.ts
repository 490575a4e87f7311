import { describe, expect, it } from 'vitest';
import { SHARE_STEPS, shareProblem, shareText, stepsAbove } from './share';

describe('rollout shares', () => {
  it('offers every step above the current share, and none at or below it', () => {
    expect(stepsAbove(0)).toEqual([...SHARE_STEPS]);
    expect(stepsAbove(5)).toEqual([10, 20, 50, 100]);
    expect(stepsAbove(4.9)).toEqual([5, 10, 20, 50, 100]);
    expect(stepsAbove(20)).toEqual([50, 100]);
    expect(stepsAbove(50.1)).toEqual([100]);
    expect(stepsAbove(100)).toEqual([]);
  });

  it('takes a typed share with one decimal between 0.1 and 100', () => {
    expect(shareProblem(12.5)).toBeNull();
    expect(shareProblem(0.1)).toBeNull();
    expect(shareProblem(100)).toBeNull();
    expect(shareProblem(null)).toBe('empty');
    expect(shareProblem(undefined)).toBe('empty');
    expect(shareProblem(12.25)).toBe('decimals');
    expect(shareProblem(0)).toBe('range');
    expect(shareProblem(100.1)).toBe('range');
  });

  it('takes a raise only above the current share', () => {
    expect(shareProblem(5.1, 5)).toBeNull();
    expect(shareProblem(100, 99.9)).toBeNull();
    expect(shareProblem(5, 5)).toBe('notAbove');
    expect(shareProblem(3, 5)).toBe('notAbove');
    // one decimal is what counts: 0.30000000000000004 is 0.3
    expect(shareProblem(0.1 + 0.2, 0.3)).toBe('notAbove');
  });

  it('writes a share with at most one decimal', () => {
    expect(shareText(5)).toBe('5%');
    expect(shareText(12.5)).toBe('12.5%');
    expect(shareText(0.1 + 0.2)).toBe('0.3%');
  });
});
