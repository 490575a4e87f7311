import type { Lang } from '@vrportal/contract';
import { limits } from '@vrportal/contract';
import { t } from '../lib/i18n.js';
import type { MailMessage } from './mail.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function linkMail(lang: Lang, to: string, kind: 'confirm' | 'reset', link: string): MailMessage {
  const intro = t(lang, `mail.${kind}.intro`);
  const action = t(lang, `mail.${kind}.action`);
  const expiry = t(lang, `mail.${kind}.expiry`, { hours: limits.mailCodeValidHours });
  const product = t(lang, 'productName');
  return {
    to,
    subject: t(lang, `mail.${kind}.subject`),
    text: `${intro}\n\n${link}\n\n${expiry}\n\n${product}\n`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
      `<p style="color:#888">${escapeHtml(link)}</p>` +
      `<p>${escapeHtml(expiry)}</p><p>${escapeHtml(product)}</p>`,
  };
}

export const confirmMail = (lang: Lang, to: string, link: string) =>
  linkMail(lang, to, 'confirm', link);
export const resetMail = (lang: Lang, to: string, link: string) =>
  linkMail(lang, to, 'reset', link);
export const smsCodeText = (lang: Lang, code: string) =>
  t(lang, 'sms.code', { code, minutes: limits.smsCodeValidMinutes });
