import type { PlatformKind } from '@vrportal/contract';
import { Fragment, useState, type ReactNode } from 'react';
import { AuditHistory } from './AuditHistory';
import { ItemsPanel, type ItemBase, type ItemsPanelProps } from './ItemsPanel';

type PanelProps<T extends ItemBase> = Omit<ItemsPanelProps<T>, 'onCreate' | 'onEdit' | 'kind'>;

/**
 * The list screen of one kind: its items, their review history, and the create or edit form
 * (a fresh form for each item, so nothing typed for one shows up in another).
 */
export function ItemsScreen<T extends ItemBase>({
  kind,
  form,
  ...panel
}: PanelProps<T> & {
  kind: PlatformKind;
  /** the form of the item, or of a new one; `close` closes it */
  form: (item: T | null, close: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  return (
    <>
      <ItemsPanel<T>
        {...panel}
        kind={kind}
        onCreate={() => setEditing({ item: null })}
        onEdit={(item) => setEditing({ item })}
      />
      <AuditHistory appId={panel.appId} kind={kind} />
      {editing ? (
        <Fragment key={editing.item?.id ?? 'new'}>
          {form(editing.item, () => setEditing(null))}
        </Fragment>
      ) : null}
    </>
  );
}
