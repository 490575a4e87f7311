import type { Lang } from '@vrportal/contract';
import zh from '../locales/zh-CN/messages.json' with { type: 'json' };
import en from '../locales/en-US/messages.json' with { type: 'json' };

export type MessageKey = keyof typeof en;
const catalogues: Record<Lang, Record<MessageKey, string>> = { zh, en };

/** Text the service itself sends (mail, SMS) in the recipient's language. */
export function t(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  return (catalogues[lang][key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(vars[name] ?? ''),
  );
}
