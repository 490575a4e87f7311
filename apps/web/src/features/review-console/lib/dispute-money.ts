import type { Bill } from '@vrportal/contract';

/**
 * Money of the bill disputes: US cents throughout, typed in dollars. Every sum is made of whole
 * cents and the fee is computed as the server computes it (half up, away from zero for a negative
 * net), so the preview shows the very amounts the corrected bill will carry.
 */

/** The largest adjustment in either direction (the contract's bound), in cents. */
export const ADJUSTMENT_MAX_CENTS = 1_000_000_000;

/** Why a typed amount is refused; null when it is fine. */
export type AmountProblem = 'format' | 'zero' | 'tooLarge';

const AMOUNT = /^([+\-\u2212]?)\s*(\d+)(?:\.(\d{1,2}))?$/;

/**
 * A typed dollar amount (`-12.5`, `+3.75`, `1200`, up to two decimals, an optional sign) in signed
 * cents, read from its digits without binary fractions; null when it is not such an amount.
 */
export function dollarsToCents(text: string): number | null {
  const match = AMOUNT.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  // more digits than any allowed amount has: refused without overflowing
  if (whole!.replace(/^0+/, '').length > 9) return null;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' || sign === '\u2212' ? -cents : cents;
}

/** What is wrong with a typed adjustment amount, or null. */
export function amountProblem(text: string): AmountProblem | null {
  const cents = dollarsToCents(text);
  if (cents === null) return 'format';
  if (cents === 0) return 'zero';
  if (Math.abs(cents) > ADJUSTMENT_MAX_CENTS) return 'tooLarge';
  return null;
}

/**
 * The platform fee of a net amount: `percent` of it, rounded half up (half away from zero for
 * a negative net), computed on integers so 12.5 % of 1 cent or 30 % of 2,665 cents are exact.
 */
export function feeOf(netCents: number, percent: number): number {
  const digits = /^(\d+)(?:\.(\d+))?$/.exec(String(percent));
  if (!digits || !Number.isSafeInteger(netCents)) {
    const raw = (netCents * percent) / 100;
    return Math.sign(raw) * Math.round(Math.abs(raw));
  }
  const decimals = digits[2]?.length ?? 0;
  const scaled = BigInt(`${digits[1]}${digits[2] ?? ''}`);
  const numerator = BigInt(netCents) * scaled;
  const denominator = 100n * 10n ** BigInt(decimals);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (2n * denominator);
  return Number(negative ? -rounded : rounded);
}

/** The amounts a corrected bill would carry. */
export interface CorrectionPreview {
  /** the sum of the adjustment lines */
  adjust: number;
  net: number;
  fee: number;
  settle: number;
  /** the new settlement less the disputed bill's */
  change: number;
}

/**
 * The corrected bill of `bill` with `adjustments` (signed cents): the same order income and
 * refunds, the adjustments added to the net, the fee on the new net. A disputed bill that was
 * itself a correction is corrected afresh: its own adjustments are replaced, as on the server.
 */
export function previewCorrection(
  bill: Pick<Bill, 'salesMoney' | 'refundMoney' | 'feePercent' | 'settleMoney'>,
  adjustments: readonly number[],
): CorrectionPreview {
  const adjust = adjustments.reduce((sum, cents) => sum + cents, 0);
  const net = bill.salesMoney - bill.refundMoney + adjust;
  const fee = feeOf(net, bill.feePercent);
  const settle = net - fee;
  return { adjust, net, fee, settle, change: settle - bill.settleMoney };
}

// the amounts read as on the developer's bills
export { formatPercent, formatSignedUsd, formatUsd } from '@/lib/usd';
