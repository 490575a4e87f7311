import { appNameProblem, pkgProblem } from '@vrportal/contract';

/** The text key (apps namespace) of what is wrong with an app name, or null. */
export function nameErrorKey(name: string | undefined) {
  const problem = appNameProblem(name ?? '');
  if (problem === 'empty') return 'create.nameEmpty' as const;
  if (problem === 'length') return 'create.nameLength' as const;
  return null;
}

/** The text key (apps namespace) of what is wrong with a package name, or null. */
export function pkgErrorKey(pkg: string | undefined) {
  const problem = pkgProblem((pkg ?? '').trim());
  if (problem === 'empty') return 'create.pkgEmpty' as const;
  if (problem === 'length') return 'create.pkgLength' as const;
  if (problem === 'format') return 'create.pkgFormat' as const;
  return null;
}
