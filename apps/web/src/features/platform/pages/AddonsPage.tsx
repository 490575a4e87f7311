import type { Addon } from '@vrportal/contract';
import { currentLang } from '@/lib/lang';
import { useAddonDelete } from '../api/addon-delete';
import { useAddonList } from '../api/addon-list';
import { AddonForm } from '../components/AddonForm';
import { ItemTitle } from '../components/ItemTitle';
import { ItemsScreen } from '../components/ItemsScreen';
import { PlatformFrame } from '../components/PlatformFrame';
import { PublishTag } from '../components/StateTags';
import { formatPrice } from '../lib/format';
import { pickText } from '../lib/localized';
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
  const options = platformOptions(t);
  const nameOf = (a: Addon) => pickText(a.name, lang) || a.sku;
  const itemType = (a: Addon) => optionLabel(options.itemType, a.itemType);
  const price = (a: Addon) => formatPrice(a.priceMode, a.price, lang, t);

  return (
    <ItemsScreen<Addon>
      appId={appId}
      kind="addon"
      query={query}
      nameOf={nameOf}
      title={(a) => <ItemTitle name={nameOf(a)} code={a.sku} image={a.cover} />}
      titleLabel={t('list.columns.name')}
      facts={[
        { key: 'itemType', label: t('list.columns.itemType'), value: itemType },
        {
          key: 'price',
          label: t('list.columns.price'),
          value: (a) => <span data-testid="addon-price">{price(a)}</span>,
          nowrap: true,
        },
      ]}
      extraTags={(a) => <PublishTag state={a.publishState} />}
      remove={remove}
      form={(item, close) => (
        <AddonForm appId={appId} item={item} nameOf={nameOf} onClose={close} />
      )}
    />
  );
}
