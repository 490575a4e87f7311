import { isEmail, trackLimits } from '@vrportal/contract';

/** What a pasted list of addresses holds. */
export interface EmailList {
  /** the addresses, lower-cased as the server keeps them, each once, in the order given */
  emails: string[];
  /** what was typed that is no e-mail address, as typed */
  invalid: string[];
  /** addresses given more than once (letter case aside), counted after the first */
  repeated: number;
}

/** Commas (also the Chinese ones), semicolons, spaces and new lines separate the addresses. */
const SEPARATORS = /[\s,;，；、]+/u;

/** Reads the addresses of a textarea: separated by commas, spaces or new lines. */
export function parseEmails(text: string): EmailList {
  const emails: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  let repeated = 0;
  for (const part of text.split(SEPARATORS)) {
    const typed = part.trim();
    if (!typed) continue;
    if (!isEmail(typed)) {
      invalid.push(typed);
      continue;
    }
    const email = typed.toLowerCase();
    if (seen.has(email)) {
      repeated += 1;
      continue;
    }
    seen.add(email);
    emails.push(email);
  }
  return { emails, invalid, repeated };
}

export type EmailListProblem = 'empty' | 'invalid' | 'tooMany';

/** Why a list cannot be sent as it is, or null: nothing in it, a wrong address, too many at once. */
export function emailListProblem(list: EmailList): EmailListProblem | null {
  if (list.invalid.length > 0) return 'invalid';
  if (list.emails.length === 0) return 'empty';
  if (list.emails.length > trackLimits.emailsPerCall) return 'tooMany';
  return null;
}
