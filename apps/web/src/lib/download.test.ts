import { describe, expect, it } from 'vitest';
import { attachmentName } from './download';

describe('the name of a downloaded file', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(
      attachmentName(
        `attachment; filename="a_b.xlsx"; filename*=UTF-8''${encodeURIComponent('账单.xlsx')}`,
        'x.xlsx',
      ),
    ).toBe('账单.xlsx');
    expect(attachmentName('attachment; filename="bill-details-2026-10.xlsx"', 'x.xlsx')).toBe(
      'bill-details-2026-10.xlsx',
    );
    expect(attachmentName("attachment; filename*=UTF-8''%E0%A4%A", 'x.xlsx')).toBe('x.xlsx');
    expect(attachmentName(null, 'x.xlsx')).toBe('x.xlsx');
  });
});
