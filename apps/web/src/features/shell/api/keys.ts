/** Query keys of the shell. */
export const shellKeys = {
  accountInfo: ['account', 'info'] as const,
  sessions: ['account', 'sessions'] as const,
  mailPrefs: ['account', 'mailPrefs'] as const,
};
