/** Query keys of the payment information and its review. */
export const financeKeys = {
  info: ['finance', 'info'] as const,
  review: ['finance', 'review'] as const,
  queue: (page: number) => ['finance', 'review', 'queue', page] as const,
  profile: (accountId: string | null) => ['finance', 'review', 'profile', accountId] as const,
};
