/** A bit sum (gameMode, controlMode) from the ticked bits; null when none is ticked. */
export function sumBits(bits: readonly number[] | undefined): number | null {
  if (!bits || bits.length === 0) return null;
  return bits.reduce((sum, bit) => sum | bit, 0);
}
