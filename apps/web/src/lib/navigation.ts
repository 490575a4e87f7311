/** The base path the portal is served under, without its trailing slash ('/manage'). */
export const BASE_PATH = import.meta.env.BASE_URL.replace(/\/$/, '');

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

/** The router registers its navigate function so code outside React can move between screens. */
export function bindNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

/** Goes to a portal path (relative to the base path, e.g. '/login'). */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else window.location.assign(BASE_PATH + to);
}

/** The current portal path with its query, relative to the base path. */
export function currentPortalPath(): string {
  const { pathname, search } = window.location;
  const path = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) || '/' : pathname;
  return path + search;
}

/** Accepts only portal-internal paths as redirect targets. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/login/')) return null;
  return value;
}

/** The login path, carrying where the user was in a redirect parameter. */
export function loginPath(redirect?: string | null): string {
  const target = safeRedirect(redirect ?? null);
  return target && target !== '/' ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}
