import { describe, expect, it } from 'vitest';
import { groupedKey, recoveryCodesForClipboard, recoveryCodesText } from './recovery-codes';

const codes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

describe('recovery codes to keep', () => {
  it('writes the heading, an empty line and every code numbered on its own line', () => {
    const text = recoveryCodesText(
      ['Recovery codes for dev@example.com', 'Keep them safe.'],
      codes,
    );
    const lines = text.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'Recovery codes for dev@example.com',
      'Keep them safe.',
      '',
    ]);
    expect(lines[3]).toBe(' 1. code0-abcde');
    expect(lines[12]).toBe('10. code9-abcde');
    // every code once, in order, and the file ends with a line end
    expect(lines.slice(3, 13).map((line) => line.slice(4))).toEqual(codes);
    expect(text.endsWith('code9-abcde\n')).toBe(true);
  });

  it('copies the codes alone, one a line', () => {
    expect(recoveryCodesForClipboard(codes.slice(0, 2))).toBe('code0-abcde\ncode1-abcde');
  });

  it('shows a key in groups of four that read back to the same key', () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    expect(groupedKey(secret)).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupedKey('ABCDEF')).toBe('ABCD EF');
    expect(groupedKey(secret).replace(/ /g, '')).toBe(secret);
  });
});
