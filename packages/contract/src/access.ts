/**
 * Who may make a call: its auth level (how the caller shows who it is) and the permission it
 * needs. The route registrar enforces both for every call, so no handler checks its caller.
 * Kept free of zod: the web reads the roles to hide what a role cannot reach.
 */

/**
 * none: anyone; account: any signed-in caller; developer: an approved developer; super: an
 * admin; store: the store's backend, with the store key; app: a game's server, with its App ID
 * and App Secret headers; key: a studio's pipeline, with an API key of the organisation
 */
export type AuthLevel = 'none' | 'account' | 'developer' | 'super' | 'store' | 'app' | 'key';

/** What a developer-level call needs; each role holds some of them. */
export const developerPermissions = [
  'apps:read',
  'apps:write',
  'builds:upload',
  'releases:write',
  'channels:write',
  'tracks:write',
  'rollout:write',
  'platform:read',
  'platform:write',
  'analytics:read',
  'reviews:read',
  'reviews:reply',
  'notifications:read',
  'payment:read',
  'payment:write',
  'bills:read',
  'bills:write',
  'finance:read',
  'members:manage',
  'org:transfer',
  'audit:read',
  // API keys and webhooks: what acts for the organisation without a member behind it
  'automation:manage',
] as const;
export type DeveloperPermission = (typeof developerPermissions)[number];

/**
 * Permissions of calls that change what an organisation holds: each such call made by a member
 * writes one entry in the organisation's audit log (unless marked `audited: false`).
 */
export const changingPermissions: readonly DeveloperPermission[] = [
  'apps:write',
  'builds:upload',
  'releases:write',
  'channels:write',
  'tracks:write',
  'rollout:write',
  'platform:write',
  'reviews:reply',
  'payment:write',
  'bills:write',
  'members:manage',
  'org:transfer',
  'automation:manage',
];

/** What a call of the review console needs; a super account holds them all. */
export const consolePermissions = [
  'review:accounts',
  'review:apps',
  'review:payment',
  'review:bills',
  'review:platform',
  'review:ratings',
] as const;
export type ConsolePermission = (typeof consolePermissions)[number];

/** A game's server: the runtime API and the figures a studio's own tools read. */
export const runtimePermissions = ['runtime:platform', 'runtime:stats'] as const;
export type RuntimePermission = (typeof runtimePermissions)[number];

/**
 * What an API key may be given: each call of the publishing API (/api/v1) needs one of them. A
 * key holds the scopes chosen when it was made, whoever made it.
 */
export const apiScopes = [
  'builds:upload',
  'tracks:write',
  'releases:submit',
  'rollout:write',
  'status:read',
  'stats:read',
  'vitals:read',
  'reviews:reply',
] as const;
export type ApiScope = (typeof apiScopes)[number];

/**
 * The member permission a scope stands for: a key acts for the organisation as a member holding
 * these would, and its calls go in the audit log like a member's.
 */
export const scopePermission: Record<ApiScope, DeveloperPermission> = {
  'builds:upload': 'builds:upload',
  'tracks:write': 'tracks:write',
  'releases:submit': 'releases:write',
  'rollout:write': 'rollout:write',
  'status:read': 'apps:read',
  'stats:read': 'analytics:read',
  'vitals:read': 'analytics:read',
  'reviews:reply': 'reviews:reply',
};

export type Permission =
  | 'public'
  | 'account:self'
  | 'store:intake'
  | DeveloperPermission
  | ConsolePermission
  | RuntimePermission
  | `key:${ApiScope}`
  | 'key:self';

export interface Access<A extends AuthLevel = AuthLevel> {
  auth: A;
  permission: Permission;
}

/** Anyone, signed in or not. */
export const anyone: Access<'none'> = { auth: 'none', permission: 'public' };
/** Any signed-in account, about itself (a developer not yet approved included). */
export const signedIn: Access<'account'> = { auth: 'account', permission: 'account:self' };
/** An approved developer whose role holds `permission` (a super account may too). */
export const developer = (permission: DeveloperPermission): Access<'developer'> => ({
  auth: 'developer',
  permission,
});
/** A super account in the review console. */
export const superAccount = (permission: ConsolePermission): Access<'super'> => ({
  auth: 'super',
  permission,
});
/** The store's backend, with the store key. */
export const storeBackend: Access<'store'> = { auth: 'store', permission: 'store:intake' };
/** A game's server, with its App ID and App Secret. */
export const gameServer = (permission: RuntimePermission): Access<'app'> => ({
  auth: 'app',
  permission,
});

/** A studio's pipeline, with an API key holding `scope`. */
export const apiKey = (scope: ApiScope): Access<'key'> => ({
  auth: 'key',
  permission: `key:${scope}`,
});

/** A pipeline with any live API key of the organisation, about the key itself. */
export const anyApiKey: Access<'key'> = { auth: 'key', permission: 'key:self' };

/** The roles of a studio's members, the most trusted first. */
export const roles = ['owner', 'admin', 'developer', 'finance', 'analyst'] as const;
export type Role = (typeof roles)[number];

const readOnly: DeveloperPermission[] = ['apps:read', 'notifications:read'];

/** What each role may do. */
export const rolePermissions: Record<Role, readonly DeveloperPermission[]> = {
  owner: developerPermissions,
  // everything but handing the organisation to someone else
  admin: developerPermissions.filter((p) => p !== 'org:transfer'),
  developer: [
    ...readOnly,
    'apps:write',
    'builds:upload',
    'releases:write',
    'channels:write',
    'tracks:write',
    'rollout:write',
    'platform:read',
    'platform:write',
    'analytics:read',
    'reviews:read',
    'reviews:reply',
  ],
  finance: [
    ...readOnly,
    'payment:read',
    'payment:write',
    'bills:read',
    'bills:write',
    'finance:read',
  ],
  analyst: [...readOnly, 'platform:read', 'analytics:read', 'reviews:read'],
};

export function roleAllows(role: Role, permission: Permission): boolean {
  return (rolePermissions[role] as readonly Permission[]).includes(permission);
}

/** The permissions an auth level may name: a call naming another cannot be registered. */
export const permissionsOf: Record<AuthLevel, readonly Permission[]> = {
  none: ['public'],
  account: ['account:self'],
  developer: developerPermissions,
  super: consolePermissions,
  store: ['store:intake'],
  app: runtimePermissions,
  key: ['key:self', ...apiScopes.map((scope) => `key:${scope}` as const)],
};
