/** Colours of the figures: one per trend, and fixed ones per gender and age group. */
export const TREND_COLORS = {
  visits: '#5b4fe9',
  sales: '#16a38a',
  refunds: '#e5484d',
  devices: '#3b82f6',
  active: '#5b4fe9',
  increase: '#16a38a',
  usage: '#f08a24',
  starts: '#3b82f6',
  addons: '#a855f7',
} as const;

export const UNKNOWN_COLOR = '#b4b3c7';

/** sex 1 man, 2 woman, 3 secrecy; anything else is unknown */
export const GENDER_COLORS: Record<number, string> = {
  1: '#3b82f6',
  2: '#ec4899',
  3: '#a855f7',
};

/** age groups 1..6 from the youngest; 0 is unknown */
export const AGE_COLORS: Record<number, string> = {
  1: '#93c5fd',
  2: '#5b4fe9',
  3: '#16a38a',
  4: '#f08a24',
  5: '#e5484d',
  6: '#8b5cf6',
};
