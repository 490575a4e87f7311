import { transportPassword } from '@vrportal/contract';

/**
 * The password as it travels to the API: never the clear text, only the salted double MD5 of the
 * contract. hash-wasm is loaded on first use so it stays out of the first page load.
 */
export async function hashPassword(password: string): Promise<string> {
  const { md5 } = await import('hash-wasm');
  return transportPassword(password, md5);
}
