import { z } from 'zod';

/**
 * Every JSON call of the API: its path, whether it needs a signed-in caller, and the shapes of
 * its request body and of the answer's data. The server registers routes from these tables and
 * the web client and tests type their calls with them.
 */
export interface CallSpec<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  path: string;
  /**
   * none: anyone; account: any signed-in caller; developer: an approved developer; super: an
   * admin; store: the store's backend, with the store key; app: a game's server, with its App ID
   * and App Secret headers
   */
  auth: 'none' | 'account' | 'developer' | 'super' | 'store' | 'app';
  request: Req;
  answer: Res;
}

export function call<Req extends z.ZodType, Res extends z.ZodType>(
  path: string,
  auth: CallSpec['auth'],
  request: Req,
  answer: Res,
): CallSpec<Req, Res> {
  return { path, auth, request, answer };
}

export const nothing = z.null();
