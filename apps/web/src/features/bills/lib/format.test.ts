import { describe, expect, it } from 'vitest';
import { formatDeduction, formatPercent, formatSigned, formatUsd, pluralForm } from './format';

describe('amounts of a bill', () => {
  it('shows US cents as dollars with two decimals in the reader’s language', () => {
    expect(formatUsd(123456, 'en')).toBe('$1,234.56');
    expect(formatUsd(123456, 'zh')).toBe('US$1,234.56');
    expect(formatUsd(5, 'en')).toBe('$0.05');
    expect(formatUsd(0, 'en')).toBe('$0.00');
    expect(formatUsd(-1250, 'en')).toBe('-$12.50');
    expect(formatUsd(Number.NaN, 'en')).toBe('--');
  });

  it('shows refunds and the fee as deductions and adjustments with their sign', () => {
    expect(formatDeduction(1250, 'en')).toBe('-$12.50');
    expect(formatDeduction(-1250, 'en')).toBe('-$12.50');
    expect(formatDeduction(0, 'en')).toBe('$0.00');
    expect(formatSigned(1250, 'en')).toBe('+$12.50');
    expect(formatSigned(-1250, 'en')).toBe('-$12.50');
    expect(formatSigned(0, 'en')).toBe('$0.00');
  });

  it('shows the fee rate as a percentage', () => {
    expect(formatPercent(30, 'en')).toBe('30%');
    expect(formatPercent(2.5, 'zh')).toBe('2.5%');
    expect(formatPercent(12.75, 'en')).toBe('12.75%');
  });

  it('picks the plural form of a count (Chinese has one form)', () => {
    expect(pluralForm(1, 'en')).toBe('one');
    expect(pluralForm(0, 'en')).toBe('other');
    expect(pluralForm(5, 'en')).toBe('other');
    expect(pluralForm(1, 'zh')).toBe('other');
  });
});
