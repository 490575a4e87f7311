import type { ApiScope } from '@vrportal/contract';

type Underscored<S extends string> = S extends `${infer A}:${infer B}` ? `${A}_${B}` : S;

/** A scope's key in the catalogue: i18next reads ':' as a namespace separator. */
export type ScopeTextKey = Underscored<ApiScope>;

export const scopeTextKey = (scope: ApiScope): ScopeTextKey =>
  scope.replace(':', '_') as ScopeTextKey;
