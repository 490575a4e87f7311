import { describe, expect, it } from 'vitest';
import {
  consolePermissions,
  developerPermissions,
  permissionsOf,
  roleAllows,
  rolePermissions,
  roles,
  type AuthLevel,
} from './access.js';
import { everyRoute, methodOf } from './openapi.js';
import { auditActionTexts } from './audit-actions.js';
import { isAuditedCall } from './call.js';

const levels: AuthLevel[] = ['none', 'account', 'developer', 'super', 'store', 'app', 'key'];

describe('every call names its auth level and its permission', () => {
  const routes = everyRoute();

  it('has an auth level and a permission that level may name', () => {
    expect(routes.length).toBeGreaterThan(140);
    const wrong = routes.filter(
      ({ spec }) =>
        !levels.includes(spec.auth) || !permissionsOf[spec.auth].includes(spec.permission),
    );
    expect(wrong.map((r) => `${r.tag}.${r.name}: ${r.spec.auth} ${r.spec.permission}`)).toEqual([]);
  });

  it('has one route per method and path', () => {
    const keys = routes.map((r) => `${methodOf(r.spec)} ${r.spec.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('uses every developer and console permission somewhere', () => {
    const named = new Set(routes.map((r) => r.spec.permission));
    for (const permission of [...developerPermissions, ...consolePermissions]) {
      expect(named.has(permission), permission).toBe(true);
    }
  });
});

describe('the roles', () => {
  it('give the owner everything, and the admin everything but handing the organisation over', () => {
    for (const permission of developerPermissions) {
      expect(roleAllows('owner', permission)).toBe(true);
      expect(roleAllows('admin', permission)).toBe(permission !== 'org:transfer');
    }
  });

  it('let only owners and admins manage the members', () => {
    expect(roles.filter((role) => roleAllows(role, 'members:manage'))).toEqual(['owner', 'admin']);
  });

  it('keep finance and analysts to what they read or keep', () => {
    expect(roleAllows('finance', 'bills:write')).toBe(true);
    expect(roleAllows('finance', 'payment:write')).toBe(true);
    expect(roleAllows('finance', 'apps:read')).toBe(true);
    expect(roleAllows('finance', 'apps:write')).toBe(false);
    expect(roleAllows('finance', 'builds:upload')).toBe(false);
    expect(roleAllows('analyst', 'analytics:read')).toBe(true);
    expect(roleAllows('analyst', 'apps:write')).toBe(false);
    expect(roleAllows('analyst', 'bills:read')).toBe(false);
    expect(roleAllows('developer', 'releases:write')).toBe(true);
    expect(roleAllows('developer', 'payment:read')).toBe(false);
  });

  it('never grant a console, store or runtime permission', () => {
    for (const role of roles) {
      for (const permission of rolePermissions[role]) {
        expect(developerPermissions).toContain(permission);
      }
      expect(roleAllows(role, 'review:apps')).toBe(false);
    }
  });
});

describe('the audit log', () => {
  it('names every call that writes an entry, in both languages', () => {
    const audited = everyRoute().filter((r) => isAuditedCall(r.spec));
    expect(audited.length).toBeGreaterThan(40);
    for (const { name } of audited) {
      expect(auditActionTexts[name]?.zh, name).toBeTruthy();
      expect(auditActionTexts[name]?.en, name).toBeTruthy();
    }
  });
});
