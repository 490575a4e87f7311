/** Developer status of an account (spec section 6): 2 approved, 1 under review, else not a developer. */
export const DeveloperStatus = { none: 0, underReview: 1, approved: 2, rejected: 3 } as const;
export type DeveloperStatusValue = (typeof DeveloperStatus)[keyof typeof DeveloperStatus];

/** E-mail confirmation page states (spec section 4). */
export const MailConfirmState = { waiting: 9, success: 1, failure: 0 } as const;

/** validateUser's answer: 1 an account with that mobile or e-mail exists, 0 none. */
export const AccountExistsStatus = { absent: 0, exists: 1 } as const;
/** validateSmscode's answer: 1 the code is right (and stays usable); a wrong one is refused. */
export const SmsCodeStatus = { wrong: 0, valid: 1 } as const;
