import { z } from 'zod';

/** Every answer of the API: errCode 0 is success, anything else an error from the catalogue. */
export interface Envelope<T> {
  errCode: number;
  errMsg: string;
  data: T;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ errCode: z.number().int(), errMsg: z.string(), data });
}

/** The header that carries the session token on every call. */
export const TOKEN_HEADER = 'token';
/** The header that names the caller's language for errMsg ('zh' or 'en'). */
export const LANG_HEADER = 'lang';
