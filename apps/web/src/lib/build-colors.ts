/** One colour per build, the newest first; past eight they repeat (the tracks' adoption, vitals). */
export const BUILD_COLORS = [
  '#5b4fe9',
  '#16a38a',
  '#f08a24',
  '#3b82f6',
  '#e5484d',
  '#a855f7',
  '#ec4899',
  '#636180',
] as const;

export const buildColor = (index: number): string => BUILD_COLORS[index % BUILD_COLORS.length]!;
