/** Merge ecodes with their own answer (spec 2, section 8); others are a generic upload error. */
export const MERGE_CODES = [10611, 10901, 10630, 10631, 10502, 10512, 10632, 10509] as const;
export type MergeCode = (typeof MERGE_CODES)[number];

export function isMergeCode(code: number | null): code is MergeCode {
  return (MERGE_CODES as readonly number[]).includes(code ?? -1);
}
