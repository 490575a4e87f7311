// The store's intake batches: each item checked on its own, so a bad one is named and the good
// ones are kept (the data centre's events, orders and users; vitals' crashes).
import type { IntakeAnswer } from '@vrportal/contract';
import type { z } from 'zod';

export type Rejected = IntakeAnswer['rejected'][number];

/** Checks each item of a batch: the good ones go on, each bad one is named with its reason. */
export function sortOut<T>(
  items: unknown[],
  schema: z.ZodType<T>,
  idOf: (raw: unknown) => string,
): { good: { index: number; item: T }[]; rejected: Rejected[] } {
  const good: { index: number; item: T }[] = [];
  const rejected: Rejected[] = [];
  items.forEach((raw, index) => {
    const parsed = schema.safeParse(raw);
    if (parsed.success) good.push({ index, item: parsed.data });
    else {
      const reason = parsed.error.issues
        .map((i) => `${i.path.join('.') || 'item'}: ${i.message}`)
        .join('; ');
      rejected.push({ index, id: idOf(raw), reason });
    }
  });
  return { good, rejected };
}

export const field = (name: string) => (raw: unknown) => {
  const value = raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value.slice(0, 128) : '';
};
