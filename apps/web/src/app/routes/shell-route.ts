// What a screen of the shell is: its address, its place in the menus, who may open it, its page.
import type { ComponentType, LazyExoticComponent } from 'react';
import type { DeveloperPermission } from '@vrportal/contract';
import type { Lang } from '@/lib/lang';
import type { ScreenKey, ScreenProps } from '@/lib/screens';

/**
 * Left icon menu items: 0 apps, 1 payment and finance, 2 the review console (super accounts),
 * 3 the team's administration (the audit log).
 */
export type MenuItem = 0 | 1 | 2 | 3;

/** A screen inside the shell (spec section 2). */
export interface ShellRoute {
  path: string;
  /** route name, stable for code that refers to screens */
  name: string;
  screen: ScreenKey;
  /** the left menu item the screen belongs to; null for none */
  menu: MenuItem | null;
  /**
   * position in the second-level tab list; -1: no tab list (small sidebar). The screens of one
   * group (the analytics pages) share a position and are listed in table order.
   */
  tab: number;
  /** never listed as a tab */
  hidden?: boolean;
  /** false: the left menu never navigates here directly */
  pushedByMenu?: boolean;
  /** other paths that lead here */
  aliases?: string[];
  /** only super accounts see it in the menu (the server refuses everyone else anyway) */
  superOnly?: boolean;
  /**
   * what the reader's role must allow: the tabs and menu leave the screen out otherwise, and
   * its address shows that the role does not allow it (super accounts may open everything)
   */
  permission?: DeveloperPermission;
  /** the screen says itself that the role does not allow it, rather than the shell */
  refusesItself?: boolean;
  page: LazyExoticComponent<ComponentType<ScreenProps>>;
  /**
   * When the portal opens on the screen: starts fetching its chunk and its texts beside the
   * shell's (app/router.tsx preloadFirstScreen), not one after the other
   */
  preload?: (lang: Lang) => void;
}
