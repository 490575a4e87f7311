import { describe, expect, it } from 'vitest';
import { formatPercent, formatSignedUsd, formatUsd } from './usd';

describe('US-dollar amounts', () => {
  it('shows US cents as dollars with two decimals in the reader’s language', () => {
    expect(formatUsd(123456, 'en')).toBe('$1,234.56');
    expect(formatUsd(123456, 'zh')).toBe('US$1,234.56');
    expect(formatUsd(5, 'en')).toBe('$0.05');
    expect(formatUsd(-5, 'en')).toBe('-$0.05');
    expect(formatUsd(0, 'en')).toBe('$0.00');
    expect(formatUsd(-1250, 'en')).toBe('-$12.50');
  });

  it('shows "--" for an amount it cannot read', () => {
    expect(formatUsd(Number.NaN, 'en')).toBe('--');
    expect(formatUsd(undefined, 'zh')).toBe('--');
    expect(formatUsd(null, 'en')).toBe('--');
    expect(formatPercent(Number.NaN, 'en')).toBe('--');
  });

  it('shows signed changes with their sign', () => {
    expect(formatSignedUsd(1250, 'en')).toBe('+$12.50');
    expect(formatSignedUsd(-1250, 'en')).toBe('-$12.50');
    expect(formatSignedUsd(0, 'en')).toBe('$0.00');
  });

  it('shows a fee rate as a percentage', () => {
    expect(formatPercent(30, 'en')).toBe('30%');
    expect(formatPercent(2.5, 'zh')).toBe('2.5%');
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
    expect(formatPercent(12.75, 'en')).toBe('12.75%');
  });
});
