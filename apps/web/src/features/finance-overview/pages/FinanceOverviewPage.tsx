import { SearchOutlined } from '@ant-design/icons';
import { Button, Tabs } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/PageLoader';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { currentLang } from '@/lib/lang';
import { usePortalClock, type PortalClock } from '@/lib/portal-clock';
import { useFinanceOrders } from '../api/finance-orders';
import { useFinanceOverview } from '../api/finance-overview';
import { OrderSearchDialog } from '../components/OrderSearchDialog';
import { OrderTable, type Paging } from '../components/OrderTable';
import { RangeBar } from '../components/RangeBar';
import { TotalCards, type OrderTab } from '../components/TotalCards';
import { openingRange, type DayRange } from '../lib/range';
import { useOverviewText } from '../lib/texts';
import '../finance-overview.css';

const TABS: readonly OrderTab[] = ['all', 'pending', 'frozen', 'settled'];
const FIRST_PAGE: Paging = { page: 1, size: 10 };

/**
 * /finance_overview: the income of a date range in US dollars and where it stands (pending,
 * frozen, settled), the orders behind it by state, and the order search. The range opens on the
 * last 30 days of the portal's calendar, so the figures wait for the portal's clock.
 */
export default function FinanceOverviewPage() {
  const t = useOverviewText();
  const { t: tc } = useTranslation('common');
  const clock = usePortalClock();
  const head = (
    <header className="fo-page__head">
      <p className="portal-eyebrow">{t('page.eyebrow')}</p>
      <h1 className="fo-page__title">{tc('screens.financeOverview')}</h1>
      <p className="fo-page__subtitle">{t('page.subtitle')}</p>
    </header>
  );
  return (
    <div className="fo-page">
      {head}
      {clock ? <FinanceOverview clock={clock} /> : <PageLoader />}
    </div>
  );
}

/** The range, the totals, the orders and the search, once the portal's today is known. */
function FinanceOverview({ clock }: { clock: PortalClock }) {
  const t = useOverviewText();
  const lang = currentLang();
  const mobile = useIsMobile();
  const [range, setRange] = useState<DayRange>(() => openingRange(clock));
  const [tab, setTab] = useState<OrderTab>('all');
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [searching, setSearching] = useState(false);
  const ordersRef = useRef<HTMLElement>(null);

  const totals = useFinanceOverview(range);
  const orders = useFinanceOrders({
    range,
    state: tab === 'all' ? null : tab,
    page: paging.page,
    pageSize: paging.size,
  });

  const changeRange = (next: DayRange) => {
    setRange(next);
    setPaging((current) => ({ ...current, page: 1 }));
  };
  const changeTab = (next: OrderTab) => {
    setTab(next);
    setPaging((current) => ({ ...current, page: 1 }));
  };
  const pickCard = (next: OrderTab) => {
    changeTab(next);
    // on a narrow screen the orders are out of sight below the cards
    if (mobile) ordersRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <RangeBar value={range} onChange={changeRange} clock={clock} />
      <TotalCards totals={totals} lang={lang} tab={tab} onPick={pickCard} />
      <section
        ref={ordersRef}
        className="fo-orders portal-surface"
        aria-labelledby="fo-orders-title"
      >
        <div className="fo-orders__head">
          <h2 id="fo-orders-title" className="fo-orders__title">
            {t('table.title')}
          </h2>
          <Button icon={<SearchOutlined />} onClick={() => setSearching(true)}>
            {t('search.open')}
          </Button>
        </div>
        <Tabs
          className="fo-orders__tabs"
          activeKey={tab}
          onChange={(key) => changeTab(key as OrderTab)}
          items={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
          aria-label={t('tabs.label')}
        />
        <OrderTable
          orders={orders}
          paging={paging}
          onPaging={setPaging}
          emptyText={tab === 'all' ? t('table.empty') : t('table.emptyState')}
          mobile={mobile}
          lang={lang}
          t={t}
        />
      </section>
      <OrderSearchDialog
        open={searching}
        range={range}
        onClose={() => setSearching(false)}
        lang={lang}
        t={t}
      />
    </>
  );
}
