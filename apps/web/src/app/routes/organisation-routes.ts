// The organisation's administration (left menu item 3): audit log, team, webhooks, API keys.
import { lazy } from 'react';
import type { ShellRoute } from './shell-route';

const AuditLogPage = lazy(() => import('@/features/audit-log/pages/AuditLogPage'));
// The team screen shares its chunk with the invitation page (features/team/pages/index.ts).
const TeamPage = lazy(() =>
  import('@/features/team/pages').then((pages) => ({ default: pages.TeamPage })),
);
const ApiKeysPage = lazy(() => import('@/features/api-keys/pages/ApiKeysPage'));
const WebhooksPage = lazy(() => import('@/features/webhooks/pages/WebhooksPage'));

export const organisationRoutes: readonly ShellRoute[] = [
  // the organisation's administration, apart from its apps and its money: who changed what
  // (the screen tells a role without audit:read itself, and why), and who the members are
  {
    path: '/audit_log',
    name: 'AuditLog',
    screen: 'auditLog',
    menu: 3,
    tab: 0,
    permission: 'audit:read',
    refusesItself: true,
    page: AuditLogPage,
  },
  {
    path: '/team',
    name: 'Team',
    screen: 'team',
    menu: 3,
    tab: 1,
    permission: 'members:manage',
    page: TeamPage,
  },
  // what acts for the organisation without a member behind it: its webhooks
  {
    path: '/webhooks',
    name: 'Webhooks',
    screen: 'webhooks',
    menu: 3,
    tab: 2,
    permission: 'automation:manage',
    page: WebhooksPage,
  },
  // the keys a studio's pipeline signs its publishing API calls with (not tab 3, which tabsOf
  // leaves out while an app that is not online is selected)
  {
    path: '/api_keys',
    name: 'ApiKeys',
    screen: 'apiKeys',
    menu: 3,
    tab: 4,
    permission: 'automation:manage',
    page: ApiKeysPage,
  },
];
