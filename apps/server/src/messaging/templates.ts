import type { Lang, Role } from '@vrportal/contract';
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
/** The invitation to an organisation, in the language of the member who sends it. */
export function inviteMail(
  lang: Lang,
  vars: { email: string; org: string; inviter: string; role: Role; days: number },
  link: string,
): MailMessage {
  const texts = { ...vars, role: t(lang, `role.${vars.role}`) };
  const intro = t(lang, 'mail.invite.intro', texts);
  const expiry = t(lang, 'mail.invite.expiry', texts);
  const product = t(lang, 'productName');
  return {
    to: vars.email,
    subject: t(lang, 'mail.invite.subject', texts),
    text: `${intro}\n\n${link}\n\n${expiry}\n\n${product}\n`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t(lang, 'mail.invite.action'))}</a></p>` +
      `<p style="color:#888">${escapeHtml(link)}</p>` +
      `<p>${escapeHtml(expiry)}</p><p>${escapeHtml(product)}</p>`,
  };
}

/** Tells an organisation's owner that its payment profile changed, in the owner's language. */
export function paymentChangedMail(
  lang: Lang,
  to: string,
  vars: { org: string; by: string; fields: string },
): MailMessage {
  const intro = t(lang, 'mail.paymentChanged.intro', vars);
  const advice = t(lang, 'mail.paymentChanged.advice');
  const product = t(lang, 'productName');
  return {
    to,
    subject: t(lang, 'mail.paymentChanged.subject', vars),
    text: `${intro}\n\n${advice}\n\n${product}\n`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(advice)}</p><p>${escapeHtml(product)}</p>`,
  };
}

/** A notice in paragraphs, the last one the product's name (a rollout halted). */
export function noticeMail(to: string, subject: string, paragraphs: string[]): MailMessage {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}

export const smsCodeText = (lang: Lang, code: string) =>
  t(lang, 'sms.code', { code, minutes: limits.smsCodeValidMinutes });

/**
 * The mail that asks a business to confirm its link to a release channel. A business has no
 * language of its own: the mail says everything in Chinese, then in English.
 */
export function businessLinkMail(
  to: string,
  vars: { business: string; bId: string; app: string; channel: string; days: number },
  link: string,
): MailMessage {
  const langs: Lang[] = ['zh', 'en'];
  const part = (lang: Lang) => ({
    intro: t(lang, 'mail.business.intro', vars),
    action: t(lang, 'mail.business.action'),
    expiry: t(lang, 'mail.business.expiry', vars),
  });
  return {
    to,
    subject: `${t('zh', 'mail.business.subject')} / ${t('en', 'mail.business.subject')}`,
    text:
      langs
        .map((lang) => {
          const p = part(lang);
          return `${p.intro}\n\n${link}\n\n${p.expiry}\n\n${t(lang, 'productName')}`;
        })
        .join('\n\n----\n\n') + '\n',
    html: langs
      .map((lang) => {
        const p = part(lang);
        return (
          `<p>${escapeHtml(p.intro)}</p>` +
          `<p><a href="${escapeHtml(link)}">${escapeHtml(p.action)}</a></p>` +
          `<p style="color:#888">${escapeHtml(link)}</p>` +
          `<p>${escapeHtml(p.expiry)}</p><p>${escapeHtml(t(lang, 'productName'))}</p>`
        );
      })
      .join('<hr>'),
  };
}

/** The small page a business sees after following its confirmation link. */
export function businessLinkPage(lang: Lang, message: string): string {
  const title = escapeHtml(t(lang, 'business.page.title'));
  return (
    `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>` +
    '<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;' +
    'color:#222}h1{font-size:1.3rem}</style></head>' +
    `<body><h1>${title}</h1><p>${escapeHtml(message)}</p>` +
    `<p style="color:#888">${escapeHtml(t(lang, 'productName'))}</p></body></html>`
  );
}

/** A notice about the developer's settlement bill: its title and text, in their language. */
export function billNoticeMail(
  lang: Lang,
  to: string,
  title: string,
  content: string,
): MailMessage {
  const link = t(lang, 'mail.bill.where');
  const product = t(lang, 'productName');
  return {
    to,
    subject: `${title} - ${product}`,
    text: `${content}\n\n${link}\n\n${product}\n`,
    html:
      `<p>${escapeHtml(content)}</p><p>${escapeHtml(link)}</p>` + `<p>${escapeHtml(product)}</p>`,
  };
}

/**
 * A mail to the platform's finance mailbox: an invoice or attachment sent for a bill (the PDF
 * attached), or a bill disputed. Staff read both languages, Chinese first.
 */
export function financeBillMail(
  to: string,
  kind: 'invoice' | 'dispute' | 'calendar',
  vars: Record<string, string>,
  attachments: NonNullable<MailMessage['attachments']>,
): MailMessage {
  const langs: Lang[] = ['zh', 'en'];
  const body = (lang: Lang) => t(lang, `mail.finance.${kind}`, vars);
  return {
    to,
    subject: `${t('zh', `mail.finance.${kind}.subject`, vars)} / ${t('en', `mail.finance.${kind}.subject`, vars)}`,
    text: langs.map(body).join('\n\n----\n\n') + '\n',
    html: langs.map((lang) => `<p>${escapeHtml(body(lang))}</p>`).join('<hr>'),
    attachments,
  };
}
