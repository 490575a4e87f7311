import { describe, expect, it } from 'vitest';
import { addonName, formatCount, formatYuan, hoursOf, shortDay, splitDuration } from './format';

describe('figures as the reader sees them', () => {
  it('shows fen as yuan with the sign and two decimals, and -- without a figure', () => {
    expect(formatYuan(123456)).toBe('¥1,234.56');
    expect(formatYuan(0)).toBe('¥0.00');
    expect(formatYuan(5)).toBe('¥0.05');
    expect(formatYuan(undefined)).toBe('--');
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(null, 'zh')).toBe('--');
  });

  it('splits seconds into hours and minutes and converts them for an axis', () => {
    expect(splitDuration(3 * 3600 + 29 * 60 + 40)).toEqual({ hours: 3, minutes: 30 });
    expect(splitDuration(59)).toEqual({ hours: 0, minutes: 1 });
    expect(hoursOf(5400)).toBe(1.5);
  });

  it("reads an add-on's name in the reader's language", () => {
    const name = JSON.stringify({ zh_CN: '赛季通行证', en_US: 'Season pass' });
    expect(addonName(name, 'zh')).toBe('赛季通行证');
    expect(addonName(name, 'en')).toBe('Season pass');
    expect(addonName(JSON.stringify({ zh_CN: '宝石', en_US: '' }), 'en')).toBe('宝石');
    expect(addonName('not json', 'en')).toBe('--');
  });

  it('shortens days on an axis', () => {
    expect(shortDay('2026-11-05')).toBe('11-05');
    expect(shortDay('08:00')).toBe('08:00');
  });
});
