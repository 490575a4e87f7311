import { trackLimits } from '@vrportal/contract';
import { describe, expect, it } from 'vitest';
import { emailListProblem, parseEmails } from './emails';

describe('pasted tester addresses', () => {
  it('splits on commas, spaces and new lines, lower-cased and each once', () => {
    const list = parseEmails(
      'Ann@Example.com, bob@example.com\ncarol@example.org  dave@example.net;\n\nann@example.com',
    );
    expect(list).toEqual({
      emails: ['ann@example.com', 'bob@example.com', 'carol@example.org', 'dave@example.net'],
      invalid: [],
      repeated: 1,
    });
    expect(emailListProblem(list)).toBeNull();
  });

  it('takes the Chinese comma and semicolon as separators too', () => {
    expect(parseEmails('a@example.com，b@example.com；c@example.com').emails).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
  });

  it('names what is not an address, as typed', () => {
    const list = parseEmails('good@example.com, not-an-address, @example.com, x@y');
    expect(list.emails).toEqual(['good@example.com']);
    expect(list.invalid).toEqual(['not-an-address', '@example.com', 'x@y']);
    expect(emailListProblem(list)).toBe('invalid');
  });

  it('refuses an empty list and one longer than a call takes', () => {
    expect(emailListProblem(parseEmails(' \n , '))).toBe('empty');
    const many = Array.from(
      { length: trackLimits.emailsPerCall + 1 },
      (_, i) => `t${i}@example.com`,
    );
    expect(emailListProblem(parseEmails(many.join('\n')))).toBe('tooMany');
    expect(emailListProblem(parseEmails(many.slice(1).join(',')))).toBeNull();
  });
});
