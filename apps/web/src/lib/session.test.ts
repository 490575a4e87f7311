import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A Storage kept in a Map, as the browser's. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, String(v)),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
  };
}

describe('a new sign-in starts clean', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('window', {
      location: { search: '', pathname: '/manage/login', href: 'http://x/manage/login' },
      localStorage: memoryStorage(),
      sessionStorage: memoryStorage(),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    vi.stubGlobal('navigator', { language: 'en', languages: ['en'], onLine: true });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('forgets the previous account’s cached answers and chosen app on sign-in and sign-out', async () => {
    const { queryClient } = await import('./query-client');
    const { getSelectedApp, selectApp } = await import('./app-selection');
    const { clearSession, startSession } = await import('./session');
    const previous = () => {
      startSession({ token: 'a', account: 'alice@example.com', isSuper: false });
      queryClient.setQueryData(['apps', 'list'], { apps: [{ name: 'Alice’s game' }] });
      selectApp({ id: 'app-a', name: 'Alice’s game', status: 15, hasShelves: true });
      expect(getSelectedApp()?.name).toBe('Alice’s game');
    };

    previous();
    startSession({ token: 'b', account: 'bob@example.com', isSuper: false });
    expect(queryClient.getQueryData(['apps', 'list'])).toBeUndefined();
    expect(getSelectedApp()).toBeNull();

    previous();
    clearSession();
    expect(queryClient.getQueryData(['apps', 'list'])).toBeUndefined();
    expect(getSelectedApp()).toBeNull();
    // importing the session's modules (the API client, i18n) takes seconds on a busy machine
  }, 60_000);

  it('marks the chosen app’s name with the language it is in', async () => {
    const { getSelectedApp, nameInOtherLang, selectApp } = await import('./app-selection');
    selectApp({ id: 'app-a', name: 'Star Walk', status: 15, hasShelves: true });
    expect(getSelectedApp()?.lang).toBe('en');
    expect(nameInOtherLang(getSelectedApp())).toBe(false);
    // stored by a page in Chinese: read again by a page in English
    window.sessionStorage.setItem(
      'currentApp',
      JSON.stringify({ id: 'app-a', name: '星际漫步', status: 15, hasShelves: true, lang: 'zh' }),
    );
    expect(nameInOtherLang(getSelectedApp())).toBe(true);
  });
});
