/** Query keys of the API keys screen. */
export const apiKeysKeys = {
  all: ['api-keys'] as const,
  list: ['api-keys', 'list'] as const,
};
