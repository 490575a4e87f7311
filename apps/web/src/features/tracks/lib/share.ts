import { rolloutShare } from '@vrportal/contract';

/** The shares offered as steps, in percent of devices; any other one is typed with one decimal. */
export const SHARE_STEPS = [1, 2, 5, 10, 20, 50, 100] as const;

/** A share as the calls take it: a tenth of a percent at most. */
export const tenths = (percent: number) => Math.round(percent * 10) / 10;

/**
 * The steps a running rollout may be raised to: those above its share (a share never goes
 * down, and the same share changes nothing). 100 is always among them until it is reached.
 */
export function stepsAbove(current: number): number[] {
  return SHARE_STEPS.filter((step) => step > tenths(current));
}

/**
 * What is wrong with a share typed by hand, or null: `above` is the rollout's current share a
 * raise must pass (none for the share the next update starts with, which may be any).
 */
export type ShareProblem = 'empty' | 'decimals' | 'range' | 'notAbove';

export function shareProblem(
  value: number | null | undefined,
  above?: number,
): ShareProblem | null {
  if (value === null || value === undefined || Number.isNaN(value)) return 'empty';
  if (Math.abs(value * 10 - Math.round(value * 10)) > 1e-9) return 'decimals';
  if (value < rolloutShare.min || value > rolloutShare.max) return 'range';
  if (above !== undefined && tenths(value) <= tenths(above)) return 'notAbove';
  return null;
}

/** A share as the screen writes it: "5%", "12.5%". */
export const shareText = (percent: number) => `${tenths(percent)}%`;
