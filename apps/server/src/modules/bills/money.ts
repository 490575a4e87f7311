import Big from 'big.js';
import { MINOR_PER_UNIT } from '@vrportal/contract';

/** Exact decimal sums with half-up rounding (money must not drift with binary fractions). */
const Money = Big();
Money.RM = Big.roundHalfUp;

/**
 * An order's amount in US cents at the exchange rate of its own order, rounded half up:
 * 4,000 fen at 0.1389 dollars per yuan is 40 x 0.1389 = 5.556 dollars, 556 cents.
 */
export function usdCentsOf(amount: number, currency: string, usdRate: number): number {
  const minor = MINOR_PER_UNIT[currency as keyof typeof MINOR_PER_UNIT];
  if (minor === undefined) throw new Error(`unknown currency ${currency}`);
  if (currency === 'USD') return amount;
  return Number(
    new Money(amount)
      .times(new Money(String(usdRate)))
      .times(100)
      .div(minor)
      .round(0, Big.roundHalfUp),
  );
}

/**
 * The platform technical service fee: `percent` of the net, rounded half up (half away from zero
 * for a negative net, so a refunded fee is the mirror of a charged one).
 */
export function feeOf(netCents: number, percent: string): number {
  return Number(new Money(netCents).times(new Money(percent)).div(100).round(0, Big.roundHalfUp));
}
