import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './navigation';

describe('redirect targets', () => {
  it('accepts portal paths only', () => {
    expect(safeRedirect('/pay_info?x=1')).toBe('/pay_info?x=1');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/\\evil')).toBeNull();
    expect(safeRedirect('/login?redirect=/x')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });

  it('carries the previous path in the login path', () => {
    expect(loginPath('/app_center')).toBe('/login?redirect=%2Fapp_center');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath(null)).toBe('/login');
  });
});
