import type { Destination } from '@vrportal/contract';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { currentLang } from '@/lib/lang';
import { useDestinationDelete } from '../api/destination-delete';
import { useDestinationList } from '../api/destination-list';
import { AuditHistory } from '../components/AuditHistory';
import { DestinationForm } from '../components/DestinationForm';
import { ItemTitle } from '../components/ItemTitle';
import { ItemsPanel } from '../components/ItemsPanel';
import { PlatformFrame } from '../components/PlatformFrame';
import { pickText } from '../lib/localized';
import { optionLabel, platformOptions } from '../lib/options';
import { usePlatformText } from '../lib/texts';
import '../platform.css';

/** /destination: the app's destinations, their forms, submissions and review history. */
export default function DestinationsPage() {
  return (
    <PlatformFrame screen="destination">{(app) => <Destinations appId={app.id} />}</PlatformFrame>
  );
}

function Destinations({ appId }: { appId: string }) {
  const t = usePlatformText();
  const lang = currentLang();
  const query = useDestinationList(appId);
  const remove = useDestinationDelete(appId);
  const [editing, setEditing] = useState<{ item: Destination | null } | null>(null);
  const options = platformOptions(t);
  const nameOf = (d: Destination) => pickText(d.displayName, lang) || d.apiName;
  const groups = (d: Destination) =>
    d.maxGroup === null
      ? t('list.groupsFrom', { min: d.minGroup })
      : t('list.groupsRange', { min: d.minGroup, max: d.maxGroup });
  const deeplink = (d: Destination) => optionLabel(options.deeplinkType, d.deeplinkType);

  const columns: TableColumnsType<Destination> = [
    { key: 'deeplink', title: t('list.columns.deeplink'), render: (_, d) => deeplink(d) },
    {
      key: 'groups',
      title: t('list.columns.groups'),
      className: 'plat-nowrap',
      render: (_, d) => groups(d),
    },
  ];

  return (
    <>
      <ItemsPanel<Destination>
        appId={appId}
        kind="destination"
        query={query}
        nameOf={nameOf}
        title={(d) => <ItemTitle name={nameOf(d)} code={d.apiName} image={d.image} wide />}
        titleLabel={t('list.columns.displayName')}
        columns={columns}
        cardRows={(d) => [
          { label: t('list.columns.deeplink'), value: deeplink(d) },
          { label: t('list.columns.groups'), value: groups(d) },
        ]}
        onCreate={() => setEditing({ item: null })}
        onEdit={(item) => setEditing({ item })}
        remove={remove}
      />
      <AuditHistory appId={appId} kind="destination" />
      {editing ? (
        <DestinationForm
          key={editing.item?.id ?? 'new'}
          appId={appId}
          item={editing.item}
          nameOf={nameOf}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
