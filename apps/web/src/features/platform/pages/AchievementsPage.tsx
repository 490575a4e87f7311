import { AchievementType, type Achievement } from '@vrportal/contract';
import { currentLang } from '@/lib/lang';
import { useAchievementDelete } from '../api/achievement-delete';
import { useAchievementList } from '../api/achievement-list';
import { AchievementForm } from '../components/AchievementForm';
import { ItemTitle } from '../components/ItemTitle';
import { ItemsScreen } from '../components/ItemsScreen';
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
  const options = platformOptions(t);
  const nameOf = (a: Achievement) => pickText(a.title, lang) || a.apiName;
  const type = (a: Achievement) => optionLabel(options.achievementType, a.type);
  const target = (a: Achievement) =>
    a.type === AchievementType.bitfield
      ? `${formatCount(a.target, lang)} / ${formatCount(a.bitSize, lang)}`
      : formatCount(a.target, lang);

  return (
    <ItemsScreen<Achievement>
      appId={appId}
      kind="achievement"
      query={query}
      nameOf={nameOf}
      title={(a) => <ItemTitle name={nameOf(a)} code={a.apiName} image={a.unlockedIcon} />}
      titleLabel={t('list.columns.title')}
      facts={[
        { key: 'type', label: t('list.columns.type'), value: type },
        { key: 'target', label: t('list.columns.target'), value: target },
      ]}
      remove={remove}
      form={(item, close) => (
        <AchievementForm appId={appId} item={item} nameOf={nameOf} onClose={close} />
      )}
    />
  );
}
