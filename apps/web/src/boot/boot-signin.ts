/**
 * The sign-in form before the portal's scripts arrive: a plain HTML form (index.html) that takes
 * the account and password while the app loads, shown only on the sign-in screen of a visitor
 * who is not signed in. The portal's sign-in form takes over what was typed (lib/boot-signin.ts).
 * Part of the first paint's small classic script (src/boot/index.ts, built apart by
 * vite.config.ts); its texts come from the catalogues at build time.
 */
import { detectLang } from '../lib/lang';
import { readStored, StorageKey } from '../lib/storage';

interface BootTexts {
  product: string;
  tagline: string;
  title: string;
  subtitle: string;
  account: string;
  accountPlaceholder: string;
  password: string;
  passwordPlaceholder: string;
  submit: string;
  forgot: string;
  noAccount: string;
  register: string;
  otherMethod: string;
  otherLang: string;
  privacy: string;
  agreement: string;
}
declare const BOOT_TEXTS: Record<'zh' | 'en', BootTexts>;

function onSignInScreen(): boolean {
  const path = window.location.pathname.replace(/\/+$/, '');
  const params = new URLSearchParams(window.location.search);
  return (
    path.endsWith('/login') &&
    !params.has('mode') &&
    !params.has('method') &&
    !readStored(StorageKey.token)
  );
}

/**
 * The address of a link of the form: the sign-in screen with `query`, keeping where the visitor
 * was going (redirect), or with `keep` every parameter of this address. A plain link, so it
 * works before the portal has loaded; the portal reads the same parameters once it has.
 */
function signInLink(query: Record<string, string>, keep = false): string {
  const url = new URL(window.location.href);
  const redirect = url.searchParams.get('redirect');
  if (keep) {
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  } else {
    url.search = new URLSearchParams(redirect ? { ...query, redirect } : query).toString();
  }
  return url.pathname + url.search;
}

function show(form: HTMLFormElement) {
  const lang = detectLang();
  const texts = BOOT_TEXTS[lang];
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  for (const node of form.querySelectorAll<HTMLElement>('[data-text]')) {
    node.textContent = texts[node.dataset.text as keyof BootTexts] ?? '';
  }
  for (const input of form.querySelectorAll<HTMLInputElement>('[data-placeholder]')) {
    input.placeholder = texts[input.dataset.placeholder as keyof BootTexts] ?? '';
  }
  const other = lang === 'zh' ? 'en' : 'zh';
  const links: Record<string, string> = {
    forgot: signInLink({ mode: 'retrieve' }),
    register: signInLink({ mode: 'register' }),
    otherMethod: signInLink({ method: lang === 'zh' ? 'sms' : 'phone' }),
    otherLang: signInLink({ lang: other }, true),
  };
  for (const link of form.querySelectorAll<HTMLAnchorElement>('a[data-link]')) {
    const href = links[link.dataset.link ?? ''];
    if (href) link.href = href;
  }
  const switchLink = form.querySelector<HTMLAnchorElement>('a[data-link="otherLang"]');
  if (switchLink) switchLink.lang = switchLink.hreflang = other === 'zh' ? 'zh-CN' : 'en';
  // English signs in by e-mail, as the portal's form does
  const account = form.querySelector<HTMLInputElement>('input[name="account"]');
  if (account && lang === 'en') account.inputMode = 'email';
  // a press before the portal is ready is kept: the portal's form sends it when it takes over
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    form.dataset.submitted = '1';
    form.setAttribute('aria-busy', 'true');
  });
  form.hidden = false;
}

/** Shows the form on the sign-in screen of a visitor who is not signed in, else removes it. */
export function bootSignIn() {
  const form = document.getElementById('boot-signin');
  if (!(form instanceof HTMLFormElement)) return;
  if (onSignInScreen()) show(form);
  else form.remove();
}
