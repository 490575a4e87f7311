import type { Addon } from '@vrportal/contract';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { currentLang } from '@/lib/lang';
import { useAddonDelete } from '../api/addon-delete';
import { useAddonList } from '../api/addon-list';
import { AddonForm } from '../components/AddonForm';
import { AuditHistory } from '../components/AuditHistory';
import { ItemTitle } from '../components/ItemTitle';
import { ItemsPanel } from '../components/ItemsPanel';
import { PlatformFrame } from '../components/PlatformFrame';
import { PublishTag } from '../components/StateTags';
import { formatPrice } from '../lib/format';
import { optionLabel, platformOptions } from '../lib/options';
import { usePlatformText } from '../lib/texts';
import '../platform.css';

/**
 * /addons: the app's add-ons with their review and publication states, their forms,
 * submissions and review history.
 */
export default function AddonsPage() {
  return <PlatformFrame screen="addons">{(app) => <Addons appId={app.id} />}</PlatformFrame>;
}

function Addons({ appId }: { appId: string }) {
  const t = usePlatformText();
  const lang = currentLang();
  const query = useAddonList(appId);
  const remove = useAddonDelete(appId);
  const [editing, setEditing] = useState<{ item: Addon | null } | null>(null);
  const options = platformOptions(t);
  const nameOf = (a: Addon) => a.name || a.sku;
  const itemType = (a: Addon) => optionLabel(options.itemType, a.itemType);
  const price = (a: Addon) => formatPrice(a.priceMode, a.price, lang, t);

  const columns: TableColumnsType<Addon> = [
    { key: 'itemType', title: t('list.columns.itemType'), render: (_, a) => itemType(a) },
    {
      key: 'price',
      title: t('list.columns.price'),
      className: 'plat-nowrap',
      render: (_, a) => <span data-testid="addon-price">{price(a)}</span>,
    },
  ];

  return (
    <>
      <ItemsPanel<Addon>
        appId={appId}
        kind="addon"
        query={query}
        nameOf={nameOf}
        title={(a) => <ItemTitle name={nameOf(a)} code={a.sku} image={a.cover} />}
        titleLabel={t('list.columns.name')}
        columns={columns}
        cardRows={(a) => [
          { label: t('list.columns.itemType'), value: itemType(a) },
          {
            label: t('list.columns.price'),
            value: <span data-testid="addon-price">{price(a)}</span>,
          },
        ]}
        extraTags={(a) => <PublishTag state={a.publishState} />}
        onCreate={() => setEditing({ item: null })}
        onEdit={(item) => setEditing({ item })}
        remove={remove}
      />
      <AuditHistory appId={appId} kind="addon" />
      {editing ? (
        <AddonForm
          key={editing.item?.id ?? 'new'}
          appId={appId}
          item={editing.item}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
