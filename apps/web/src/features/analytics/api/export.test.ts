import { describe, expect, it } from 'vitest';
import { attachmentName } from './export';

describe('the name of an exported file', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(
      attachmentName(
        `attachment; filename="a_b.xlsx"; filename*=UTF-8''${encodeURIComponent('星.xlsx')}`,
        'x.xlsx',
      ),
    ).toBe('星.xlsx');
    expect(attachmentName('attachment; filename="com.demo-1.xlsx"', 'x.xlsx')).toBe(
      'com.demo-1.xlsx',
    );
    expect(attachmentName(null, 'x.xlsx')).toBe('x.xlsx');
  });
});
