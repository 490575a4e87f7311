import { AchievementType, type Achievement } from '@vrportal/contract';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { currentLang } from '@/lib/lang';
import { useAchievementDelete } from '../api/achievement-delete';
import { useAchievementList } from '../api/achievement-list';
import { AchievementForm } from '../components/AchievementForm';
import { AuditHistory } from '../components/AuditHistory';
import { ItemTitle } from '../components/ItemTitle';
import { ItemsPanel } from '../components/ItemsPanel';
import { PlatformFrame } from '../components/PlatformFrame';
import { formatCount } from '../lib/format';
import { pickText } from '../lib/localized';
import { optionLabel, platformOptions } from '../lib/options';
import { usePlatformText } from '../lib/texts';
import '../platform.css';

/** /achivement: the app's achievements, their forms, submissions and review history. */
export default function AchievementsPage() {
  return (
    <PlatformFrame screen="achievement">{(app) => <Achievements appId={app.id} />}</PlatformFrame>
  );
}

function Achievements({ appId }: { appId: string }) {
  const t = usePlatformText();
  const lang = currentLang();
  const query = useAchievementList(appId);
  const remove = useAchievementDelete(appId);
  const [editing, setEditing] = useState<{ item: Achievement | null } | null>(null);
  const options = platformOptions(t);
  const nameOf = (a: Achievement) => pickText(a.title, lang) || a.apiName;
  const type = (a: Achievement) => optionLabel(options.achievementType, a.type);
  const target = (a: Achievement) =>
    a.type === AchievementType.bitfield
      ? `${formatCount(a.target, lang)} / ${formatCount(a.bitSize, lang)}`
      : formatCount(a.target, lang);

  const columns: TableColumnsType<Achievement> = [
    { key: 'type', title: t('list.columns.type'), render: (_, a) => type(a) },
    { key: 'target', title: t('list.columns.target'), render: (_, a) => target(a) },
  ];

  return (
    <>
      <ItemsPanel<Achievement>
        appId={appId}
        kind="achievement"
        query={query}
        nameOf={nameOf}
        title={(a) => <ItemTitle name={nameOf(a)} code={a.apiName} image={a.unlockedIcon} />}
        titleLabel={t('list.columns.title')}
        columns={columns}
        cardRows={(a) => [
          { label: t('list.columns.type'), value: type(a) },
          { label: t('list.columns.target'), value: target(a) },
        ]}
        onCreate={() => setEditing({ item: null })}
        onEdit={(item) => setEditing({ item })}
        remove={remove}
      />
      <AuditHistory appId={appId} kind="achievement" />
      {editing ? (
        <AchievementForm
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
