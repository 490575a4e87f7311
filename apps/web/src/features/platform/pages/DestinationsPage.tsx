import type { Destination } from '@vrportal/contract';
import { currentLang } from '@/lib/lang';
import { useDestinationDelete } from '../api/destination-delete';
import { useDestinationList } from '../api/destination-list';
import { DestinationForm } from '../components/DestinationForm';
import { ItemTitle } from '../components/ItemTitle';
import { ItemsScreen } from '../components/ItemsScreen';
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
  const options = platformOptions(t);
  const nameOf = (d: Destination) => pickText(d.displayName, lang) || d.apiName;
  const groups = (d: Destination) =>
    d.maxGroup === null
      ? t('list.groupsFrom', { min: d.minGroup })
      : t('list.groupsRange', { min: d.minGroup, max: d.maxGroup });
  const deeplink = (d: Destination) => optionLabel(options.deeplinkType, d.deeplinkType);

  return (
    <ItemsScreen<Destination>
      appId={appId}
      kind="destination"
      query={query}
      nameOf={nameOf}
      title={(d) => <ItemTitle name={nameOf(d)} code={d.apiName} image={d.image} wide />}
      titleLabel={t('list.columns.displayName')}
      facts={[
        { key: 'deeplink', label: t('list.columns.deeplink'), value: deeplink },
        { key: 'groups', label: t('list.columns.groups'), value: groups, nowrap: true },
      ]}
      remove={remove}
      form={(item, close) => (
        <DestinationForm appId={appId} item={item} nameOf={nameOf} onClose={close} />
      )}
    />
  );
}
