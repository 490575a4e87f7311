import { describe, expect, it } from 'vitest';
import { formatDeduction, pluralForm } from './format';

describe('amounts of a bill', () => {
  it('shows refunds and the fee as deductions', () => {
    expect(formatDeduction(1250, 'en')).toBe('-$12.50');
    expect(formatDeduction(-1250, 'en')).toBe('-$12.50');
    expect(formatDeduction(0, 'en')).toBe('$0.00');
  });

  it('picks the plural form of a count (Chinese has one form)', () => {
    expect(pluralForm(1, 'en')).toBe('one');
    expect(pluralForm(0, 'en')).toBe('other');
    expect(pluralForm(5, 'en')).toBe('other');
    expect(pluralForm(1, 'zh')).toBe('other');
  });
});
