import { ArrowLeftOutlined, OrderedListOutlined } from '@ant-design/icons';
import type { Destination, Leaderboard } from '@vrportal/contract';
import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { currentLang, type Lang } from '@/lib/lang';
import { useDestinationList } from '../api/destination-list';
import { useLeaderboardDelete } from '../api/leaderboard-delete';
import { useLeaderboardList } from '../api/leaderboard-list';
import { ItemTitle } from '../components/ItemTitle';
import { ItemsScreen } from '../components/ItemsScreen';
import { LeaderboardEntries } from '../components/LeaderboardEntries';
import { LeaderboardForm } from '../components/LeaderboardForm';
import { PlatformFrame } from '../components/PlatformFrame';
import { formatCount } from '../lib/format';
import { pickText } from '../lib/localized';
import { optionLabel, platformOptions } from '../lib/options';
import { usePlatformText } from '../lib/texts';
import '../platform.css';

/**
 * /leaderboard: the app's leaderboards, their forms, submissions and review history;
 * ?board=<id> shows one board's entries and their moderation.
 */
export default function LeaderboardsPage() {
  const [params] = useSearchParams();
  const boardId = params.get('board');
  return (
    <PlatformFrame
      screen="leaderboard"
      heading={boardId ? (app) => <BoardHeading appId={app.id} boardId={boardId} /> : undefined}
    >
      {(app) =>
        boardId ? <Board appId={app.id} boardId={boardId} /> : <Leaderboards appId={app.id} />
      }
    </PlatformFrame>
  );
}

const boardName = (board: Leaderboard, lang: Lang) => pickText(board.title, lang) || board.apiName;

function useBoard(appId: string, boardId: string) {
  const list = useLeaderboardList(appId);
  return { list, board: list.data?.items.find((b) => b.id === boardId) ?? null };
}

/** The heading of a board's entries: the way back, its name and what the page is for. */
function BoardHeading({ appId, boardId }: { appId: string; boardId: string }) {
  const t = usePlatformText();
  const { t: tc } = useTranslation('common');
  const { board } = useBoard(appId, boardId);
  return (
    <header className="plat-page__head">
      <Link to="/leaderboard" className="plat-back">
        <ArrowLeftOutlined aria-hidden="true" /> {t('entries.back')}
      </Link>
      <p className="portal-eyebrow">{tc('screens.leaderboard')}</p>
      <h1 className="plat-page__title">
        {board
          ? t('entries.title', { name: boardName(board, currentLang()) })
          : tc('screens.leaderboard')}
      </h1>
      <p className="plat-page__subtitle">{t('entries.subtitle')}</p>
    </header>
  );
}

function Board({ appId, boardId }: { appId: string; boardId: string }) {
  const t = usePlatformText();
  const navigate = useNavigate();
  const { list, board } = useBoard(appId, boardId);
  if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!board) {
    return (
      <Result
        status="404"
        title={t('entries.notFound')}
        extra={
          <Button type="primary" onClick={() => void navigate('/leaderboard')}>
            {t('entries.back')}
          </Button>
        }
      />
    );
  }
  return <LeaderboardEntries key={board.id} appId={appId} board={board} />;
}

function Leaderboards({ appId }: { appId: string }) {
  const t = usePlatformText();
  const lang = currentLang();
  const navigate = useNavigate();
  const query = useLeaderboardList(appId);
  const destinations = useDestinationList(appId);
  const remove = useLeaderboardDelete(appId);
  const options = platformOptions(t);
  const nameOf = (b: Leaderboard) => boardName(b, lang);
  const destinationName = (d: Destination) => pickText(d.displayName, lang) || d.apiName;
  const linked = (b: Leaderboard) => {
    if (!b.destinationId) return t('list.none');
    const d = destinations.data?.items.find((x) => x.id === b.destinationId);
    return d ? destinationName(d) : '—';
  };
  const ranking = (b: Leaderboard) => (
    <span className="plat-lines">
      <span>{optionLabel(options.sortOrder, b.sortOrder)}</span>
      <span className="muted">{optionLabel(options.scoreType, b.scoreType)}</span>
    </span>
  );

  return (
    <ItemsScreen<Leaderboard>
      appId={appId}
      kind="leaderboard"
      query={query}
      nameOf={nameOf}
      title={(b) => <ItemTitle name={nameOf(b)} code={b.apiName} image={b.image} />}
      titleLabel={t('list.columns.title')}
      facts={[
        { key: 'sortOrder', label: t('list.columns.sortOrder'), value: ranking },
        {
          key: 'reset',
          label: t('list.columns.reset'),
          value: (b) => optionLabel(options.reset, b.reset),
        },
        {
          key: 'destination',
          label: t('form.fields.destination'),
          value: (b) => <span data-testid="linked-destination">{linked(b)}</span>,
        },
        {
          key: 'entries',
          label: t('list.columns.entries'),
          value: (b) => formatCount(b.entries, lang),
        },
      ]}
      extraActions={(b) => (
        <Button
          size="small"
          icon={<OrderedListOutlined />}
          aria-label={t('list.entriesName', { name: nameOf(b) })}
          onClick={() => void navigate(`/leaderboard?board=${encodeURIComponent(b.id)}`)}
        >
          {t('list.entries')}
        </Button>
      )}
      remove={remove}
      form={(item, close) => (
        <LeaderboardForm
          appId={appId}
          item={item}
          nameOf={nameOf}
          destinations={destinations.data?.items ?? []}
          destinationName={destinationName}
          onClose={close}
        />
      )}
    />
  );
}
