/** Query keys of the webhooks screen: every query of its own starts with its root. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: ['webhooks', 'list'] as const,
  deliveries: (id: string, page: number) => ['webhooks', 'deliveries', id, page] as const,
  deliveriesOf: (id: string) => ['webhooks', 'deliveries', id] as const,
};
