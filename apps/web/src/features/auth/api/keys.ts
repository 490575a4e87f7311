/** Query keys of the sign-in and account screens. */
export const authKeys = {
  registerVerifyByMail: (email: string | undefined, code: string | undefined) =>
    ['account', 'registerVerifyByMail', email, code] as const,
  reqDvlperCheck: ['account', 'reqDvlperCheck'] as const,
};
