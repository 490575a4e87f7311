import { AccountExistsStatus, ErrorCode } from '@vrportal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';

const base = import.meta.env.BASE_URL.replace(/\/$/, '');

function answer(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

describe('postJson', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('window', {
      location: {
        search: '',
        pathname: `${base}/all_apps`,
        href: `http://x${base}/all_apps`,
        assign: () => undefined,
      },
      localStorage: memoryStorage(),
      sessionStorage: memoryStorage(),
      addEventListener: () => undefined,
      setTimeout: (fn: () => void) => setTimeout(fn, 0),
    });
    vi.stubGlobal('navigator', { language: 'en', languages: ['en'], onLine: true });
  });
  afterEach(async () => {
    // the stubbed window.setTimeout runs on the next turn: let it run while the stubs stand
    await new Promise((resolve) => setTimeout(resolve, 5));
    vi.unstubAllGlobals();
  });

  it('sends JSON with the token and lang headers and returns data', async () => {
    const fetch = vi.fn(() =>
      answer(200, { errCode: 0, errMsg: '', data: { status: AccountExistsStatus.exists } }),
    );
    vi.stubGlobal('fetch', fetch);
    window.localStorage.setItem('token', 'abc+def');
    const { postJson } = await import('./api-client');
    await expect(postJson('/vrmcsys/account/validateUser', { email: 'a@b.co' })).resolves.toEqual({
      status: AccountExistsStatus.exists,
    });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/vrmcsys/account/validateUser');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ token: 'abc+def', lang: 'en' });
    expect(init.body).toBe('{"email":"a@b.co"}');
  });

  it('posts a multipart form with the token and lang headers, leaving its content type to fetch', async () => {
    const fetch = vi.fn(() => answer(200, { errCode: 0, errMsg: '', data: { chunkNumber: 1 } }));
    vi.stubGlobal('fetch', fetch);
    window.localStorage.setItem('token', 'abc');
    const { postForm } = await import('./api-client');
    const form = new FormData();
    form.append('chunkNumber', '1');
    await expect(postForm('/vrmcsys/dvlper/uploadAppFile', form)).resolves.toEqual({
      chunkNumber: 1,
    });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ token: 'abc', lang: 'en' });
  });

  it('turns an errCode into a typed error with its data and localized text', async () => {
    vi.stubGlobal('fetch', () =>
      answer(200, { errCode: 10002, errMsg: 'x', data: { remainCount: 2, lockedSeconds: 0 } }),
    );
    const { postJson, ApiError } = await import('./api-client');
    const error = await postJson('/p', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      errCode: ErrorCode.wrongPassword,
      data: { remainCount: 2 },
      message: 'Wrong password',
      handled: false,
    });
  });

  it('ends the session on 10021', async () => {
    vi.stubGlobal('fetch', () => answer(200, { errCode: 10021, errMsg: '', data: null }));
    window.localStorage.setItem('token', 'abc');
    const navigation = await import('./navigation');
    const navigate = vi.fn();
    navigation.bindNavigator(navigate);
    const { postJson } = await import('./api-client');
    const error = await postJson('/p', {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ errCode: 10021, handled: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fall_apps', { replace: true });
  });

  it('tells an expiry found by a silent poll once, with the next call the user made', async () => {
    vi.stubGlobal('fetch', () => answer(200, { errCode: 10021, errMsg: '', data: null }));
    window.localStorage.setItem('token', 'abc');
    const { feedback } = await import('./feedback');
    const shown = vi.spyOn(feedback, 'error');
    const { postJson } = await import('./api-client');
    await postJson('/poll', {}, { silent: true }).catch(() => undefined);
    expect(shown).not.toHaveBeenCalled();
    await postJson('/screen', {}).catch(() => undefined);
    await postJson('/other', {}).catch(() => undefined);
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown.mock.calls[0]?.[0]).toMatch(/login/i);
  });

  it('reports network failures and gateway errors as handled', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const { postJson } = await import('./api-client');
    await expect(postJson('/p', {}, { silent: true })).rejects.toMatchObject({
      errCode: -1,
      handled: true,
    });
    vi.stubGlobal('fetch', () => answer(502, 'bad gateway'));
    await expect(postJson('/p', {})).rejects.toMatchObject({ httpStatus: 502, handled: true });
  });
});
