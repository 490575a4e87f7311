import { allows, type RoleAccess } from '@/lib/role-access';
import type { ShellRoute } from '../route-table';

/**
 * What the shell shows at a screen's address: the screen (`open`), a loader while the reader's
 * role is not known yet (`wait`), or that the role does not allow it (`refused`).
 */
export type RouteGate = 'open' | 'wait' | 'refused';

export function routeGate(route: ShellRoute | undefined, access: RoleAccess): RouteGate {
  if (!route?.permission || route.refusesItself) return 'open';
  if (access.state === 'loading') return 'wait';
  return allows(access, route.permission) ? 'open' : 'refused';
}
