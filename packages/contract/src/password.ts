/** The fixed salt of the password transport hash. */
export const PWD_SALT = 'vrmcsys.portal.salt';

export type Md5Hex = (text: string) => string | Promise<string>;

/**
 * What the client sends instead of the password: uppercase(md5hex(md5hex(password) + salt)).
 * The md5 function is passed in so the browser and Node can each use their own.
 */
export async function transportPassword(password: string, md5: Md5Hex): Promise<string> {
  const inner = (await md5(password)).toLowerCase();
  return (await md5(inner + PWD_SALT)).toUpperCase();
}
