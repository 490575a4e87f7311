import type { AuditChange, Role } from '@vrportal/contract';
import { FINANCE_INPUT_FIELDS, roles } from '@vrportal/contract';
import type { AuditText } from './texts';

/** What the screen knows to name instead of ids: app names and members' sign-in accounts. */
export interface Names {
  app: (appId: string) => string | undefined;
  member: (accountId: string) => string | undefined;
}

export const NO_NAMES: Names = { app: () => undefined, member: () => undefined };

const isRole = (value: string): value is Role => (roles as readonly string[]).includes(value);

/**
 * Field names the catalogue labels under `fields`: a member's role, app limit and the owner, the
 * organisation's two-step requirement, and the payment profile's fields (lib/changes.test.ts
 * holds the two lists equal).
 */
export const LABELLED_FIELDS: ReadonlySet<string> = new Set([
  'role',
  'apps',
  'owner',
  'requireTwoStep',
  ...FINANCE_INPUT_FIELDS,
]);

/** The label of a changed field in the reader's language; a field without one keeps its name. */
export function fieldLabel(field: string, t: AuditText): string {
  return LABELLED_FIELDS.has(field) ? t(`fields.${field}` as Parameters<AuditText>[0]) : field;
}

/**
 * One side of a change as the reader reads it: a role by its name, the apps a member reaches by
 * their names ('all': every app), anything else as written; "—" for none.
 */
export function valueText(
  field: string,
  value: string | null,
  t: AuditText,
  names: Names = NO_NAMES,
): string {
  if (value === null || value === '') return t('table.none');
  if (field === 'role' && isRole(value)) return t(`roles.${value}`);
  if (field === 'requireTwoStep' && (value === 'true' || value === 'false')) {
    return t(value === 'true' ? 'values.required' : 'values.notRequired');
  }
  if (field === 'apps') {
    if (value === 'all') return t('values.allApps');
    return value
      .split(',')
      .map((id) => names.app(id) ?? id)
      .join(t('values.separator'));
  }
  return value;
}

/** A change as "field: before → after" in the reader's language, "—" for a side with no value. */
export function changeText(change: AuditChange, t: AuditText, names: Names = NO_NAMES): string {
  return t('table.change', {
    field: fieldLabel(change.field, t),
    before: valueText(change.field, change.before, t, names),
    after: valueText(change.field, change.after, t, names),
  });
}
