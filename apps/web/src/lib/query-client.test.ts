import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('queryClient', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('window', {
      location: { search: '', pathname: '/manage/login', href: 'http://x/manage/login' },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    vi.stubGlobal('navigator', { language: 'en', languages: ['en'], onLine: false });
  });
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.unstubAllGlobals();
  });

  it('runs a call even while the browser believes it is offline', async () => {
    const { queryClient } = await import('./query-client');
    onlineManager.setOnline(false);
    const mutationFn = vi.fn(async () => 'answered');
    const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn });
    // a paused mutation would never settle: bound the wait so the test fails instead of hanging
    const result = await Promise.race([
      mutation.execute(undefined),
      new Promise((resolve) => setTimeout(() => resolve('paused'), 500)),
    ]);
    expect(result).toBe('answered');
    expect(mutationFn).toHaveBeenCalledTimes(1);
    const query = await Promise.race([
      queryClient.fetchQuery({ queryKey: ['probe'], queryFn: async () => 'fetched' }),
      new Promise((resolve) => setTimeout(() => resolve('paused'), 500)),
    ]);
    expect(query).toBe('fetched');
  });
});
