import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('the relying party of passkeys', () => {
  it('is the host name and origin of PUBLIC_URL unless WEBAUTHN_RP_ID and WEBAUTHN_ORIGIN say', () => {
    const derived = loadConfig({ PUBLIC_URL: 'https://portal.example.com:8443/' }).webauthn;
    expect(derived).toEqual({
      rpId: 'portal.example.com',
      origins: ['https://portal.example.com:8443'],
    });
    const given = loadConfig({
      PUBLIC_URL: 'https://portal.example.com',
      WEBAUTHN_RP_ID: 'example.com',
      WEBAUTHN_ORIGIN: 'https://portal.example.com, https://admin.example.com',
    }).webauthn;
    expect(given).toEqual({
      rpId: 'example.com',
      origins: ['https://portal.example.com', 'https://admin.example.com'],
    });
    expect(() => loadConfig({ WEBAUTHN_ORIGIN: 'portal.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ WEBAUTHN_RP_ID: 'https://example.com' })).toThrow(ConfigError);
  });
});
