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

  describe('a sensitive change that asks for the second step again (10070)', () => {
    const ask = (challenge: string) =>
      answer(200, {
        errCode: ErrorCode.confirmSecondStep,
        errMsg: 'confirm',
        data: { challenge, methods: ['totp', 'recovery'] },
      });
    const done = (data: unknown) => answer(200, { errCode: 0, errMsg: '', data });

    it('sends the same request once more after the second step was passed, and answers its result', async () => {
      const fetch = vi
        .fn()
        .mockReturnValueOnce(ask('c1'))
        .mockReturnValueOnce(done({ n: 2 }));
      vi.stubGlobal('fetch', fetch);
      window.localStorage.setItem('token', 'abc');
      const { postJson, setSecondStepConfirmer } = await import('./api-client');
      const confirmer = vi.fn(() => Promise.resolve(true));
      setSecondStepConfirmer(confirmer);
      await expect(postJson('/vrmcsys/dvlper/resetAppSecret', { appId: 'a' })).resolves.toEqual({
        n: 2,
      });
      expect(confirmer).toHaveBeenCalledTimes(1);
      expect(confirmer).toHaveBeenCalledWith('c1', ['totp', 'recovery']);
      expect(fetch).toHaveBeenCalledTimes(2);
      const [first, again] = fetch.mock.calls as unknown as [string, RequestInit][];
      expect(again![0]).toBe('/vrmcsys/dvlper/resetAppSecret');
      expect(again![1].body).toBe('{"appId":"a"}');
      expect(again![1].headers).toEqual(first![1].headers);
    });

    it('sends a multipart form again the same way', async () => {
      const fetch = vi
        .fn()
        .mockReturnValueOnce(ask('c2'))
        .mockReturnValueOnce(done({ ok: 1 }));
      vi.stubGlobal('fetch', fetch);
      const { postForm, setSecondStepConfirmer } = await import('./api-client');
      setSecondStepConfirmer(() => Promise.resolve(true));
      const form = new FormData();
      form.append('file', 'x');
      await expect(postForm('/form', form)).resolves.toEqual({ ok: 1 });
      expect(fetch).toHaveBeenCalledTimes(2);
      expect((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].body).toBe(form);
    });

    it('does not send it again when the member cancelled, and no toast repeats the refusal', async () => {
      const fetch = vi.fn(() => ask('c3'));
      vi.stubGlobal('fetch', fetch);
      const { feedback } = await import('./feedback');
      const shown = vi.spyOn(feedback, 'error');
      const { postJson, setSecondStepConfirmer, showUnhandledError } = await import('./api-client');
      setSecondStepConfirmer(() => Promise.resolve(false));
      const error = await postJson('/p', {}).catch((caught: unknown) => caught);
      expect(error).toMatchObject({
        errCode: ErrorCode.confirmSecondStep,
        data: { challenge: 'c3' },
        handled: true,
      });
      expect(fetch).toHaveBeenCalledTimes(1);
      showUnhandledError(error);
      expect(shown).not.toHaveBeenCalled();
    });

    it('asks once: a request that answers 10070 again after the second step goes to the caller', async () => {
      const fetch = vi.fn().mockReturnValueOnce(ask('c4')).mockReturnValueOnce(ask('c5'));
      vi.stubGlobal('fetch', fetch);
      const { postJson, setSecondStepConfirmer } = await import('./api-client');
      const confirmer = vi.fn(() => Promise.resolve(true));
      setSecondStepConfirmer(confirmer);
      const error = await postJson('/p', {}).catch((caught: unknown) => caught);
      expect(error).toMatchObject({
        errCode: ErrorCode.confirmSecondStep,
        data: { challenge: 'c5' },
        handled: false,
      });
      expect(confirmer).toHaveBeenCalledTimes(1);
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    it('lets parallel requests that answer 10070 wait for the same confirmation', async () => {
      const asked = new Set<string>();
      const fetch = vi.fn((path: string) => {
        if (asked.has(path)) return done({ path });
        asked.add(path);
        return ask(`challenge of ${path}`);
      });
      vi.stubGlobal('fetch', fetch);
      const { postJson, setSecondStepConfirmer } = await import('./api-client');
      let pass: (passed: boolean) => void = () => undefined;
      const confirmer = vi.fn(
        () =>
          new Promise<boolean>((resolve) => {
            pass = resolve;
          }),
      );
      setSecondStepConfirmer(confirmer);
      const both = Promise.all([postJson('/a', {}), postJson('/b', {})]);
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
      await new Promise((resolve) => setTimeout(resolve, 5));
      pass(true);
      await expect(both).resolves.toEqual([{ path: '/a' }, { path: '/b' }]);
      expect(confirmer).toHaveBeenCalledTimes(1);
      expect(fetch).toHaveBeenCalledTimes(4);
    });

    it('sends again without asking a request whose 10070 came after a confirmation passed meanwhile', async () => {
      let answerLate: (response: Response) => void = () => undefined;
      const fetch = vi
        .fn()
        .mockReturnValueOnce(
          new Promise<Response>((resolve) => {
            answerLate = resolve;
          }),
        )
        .mockReturnValueOnce(ask('early'))
        .mockReturnValueOnce(done({ call: 'early' }))
        .mockReturnValueOnce(done({ call: 'late' }));
      vi.stubGlobal('fetch', fetch);
      const { postJson, setSecondStepConfirmer } = await import('./api-client');
      const confirmer = vi.fn(() => Promise.resolve(true));
      setSecondStepConfirmer(confirmer);
      const late = postJson('/late', {});
      await expect(postJson('/early', {})).resolves.toEqual({ call: 'early' });
      answerLate(await ask('late'));
      await expect(late).resolves.toEqual({ call: 'late' });
      expect(confirmer).toHaveBeenCalledTimes(1);
    });

    it('leaves a 10070 to the caller when no confirmer is registered, or no longer', async () => {
      const fetch = vi.fn(() => ask('c6'));
      vi.stubGlobal('fetch', fetch);
      const { postJson, setSecondStepConfirmer } = await import('./api-client');
      await expect(postJson('/p', {})).rejects.toMatchObject({
        errCode: ErrorCode.confirmSecondStep,
        handled: false,
      });
      const confirmer = vi.fn(() => Promise.resolve(true));
      const unregister = setSecondStepConfirmer(confirmer);
      unregister();
      await expect(postJson('/p', {})).rejects.toMatchObject({
        errCode: ErrorCode.confirmSecondStep,
        handled: false,
      });
      expect(confirmer).not.toHaveBeenCalled();
      expect(fetch).toHaveBeenCalledTimes(2);
    });
  });
});
