import {
  AppStatus,
  appCalls,
  defaultHaltRule,
  teamCalls,
  trackCalls,
  type BuildRef,
  type Lang,
  type RolloutAnswer,
  type TrackEntry,
  type TrackListAnswer,
} from '@vrportal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCall } from '@/test/api-server';
import { APP_ID, APP_NAME, appDetail } from '@/test/fixtures';
import { LANGS, exactly, renderPage, textsOf, type Catalogue } from '@/test/render-page';
import type { TracksCatalogue } from '../lib/catalogue';
import TracksPage from './TracksPage';

const LIVE: BuildRef = { versionId: 'ver-120', ver: '1.2.0', vcode: 120 };
const STAGED: BuildRef = { versionId: 'ver-130', ver: '1.3.0', vcode: 130 };
/** How the screen names a build: version name, then code. */
const LIVE_NAME = '1.2.0 (120)';
const STAGED_NAME = '1.3.0 (130)';

const noNotes = { zh_CN: '', en_US: '' };

function track(entry: Partial<TrackEntry> & Pick<TrackEntry, 'track'>): TrackEntry {
  return {
    build: null,
    notes: noNotes,
    testers: 0,
    joinedByLink: 0,
    link: null,
    updatedAt: null,
    ...entry,
  };
}

/** ALPHA has a checked build and testers; BETA and RC have no build yet. */
const tracks: TrackListAnswer = {
  tracks: [
    track({
      track: 'alpha',
      build: {
        versionId: 'ver-131',
        ver: '1.3.1',
        vcode: 131,
        size: 52_428_800,
        md5: '0cc175b9c0f1b6a831c399e269772661',
        uploadedAt: '2026-05-18T03:00:00.000Z',
        obbs: 0,
        check: 'passed',
        findings: [],
      },
      testers: 12,
      joinedByLink: 3,
      updatedAt: '2026-05-18T03:10:00.000Z',
    }),
    track({ track: 'beta' }),
    track({ track: 'rc' }),
  ],
  live: LIVE,
};

/** The store's update 1.3.0 offered to 10 % of devices, the others keeping 1.2.0. */
const running: RolloutAnswer = {
  planned: 1,
  rollout: {
    id: 'rollout-1',
    state: 'running',
    share: 10,
    build: STAGED,
    previous: LIVE,
    startedAt: '2026-05-19T02:00:00.000Z',
    updatedAt: '2026-05-20T02:00:00.000Z',
    history: [
      { action: 'start', share: 1, at: '2026-05-19T02:00:00.000Z', by: null, reason: null },
      {
        action: 'raise',
        share: 10,
        at: '2026-05-20T02:00:00.000Z',
        by: 'dev@example.com',
        reason: null,
      },
    ],
  },
  haltRule: defaultHaltRule,
  adoption: { days: [], versions: [] },
  timeZone: 'Asia/Shanghai',
};

/** The rollout as the halt answers it. */
function halted(answer: RolloutAnswer): RolloutAnswer {
  const rollout = answer.rollout!;
  const at = '2026-05-21T02:00:00.000Z';
  return {
    ...answer,
    rollout: {
      ...rollout,
      state: 'halted',
      updatedAt: at,
      history: [
        ...rollout.history,
        { action: 'halt', share: rollout.share, at, by: 'dev@example.com', reason: null },
      ],
    },
  };
}

/** The tracks service of an app its developer owns, with a running rollout. */
function tracksService() {
  answerCall(teamCalls.listOrgs, () => ({
    orgs: [
      {
        orgId: 'org-nebula',
        name: 'Nebula Games',
        role: 'owner' as const,
        appIds: null,
        current: true,
        requireTwoStep: false,
      },
    ],
  }));
  answerCall(appCalls.getAppDetailInfo, () =>
    appDetail({ status: AppStatus.online, live: 1, ver: LIVE.ver, vcode: LIVE.vcode }),
  );
  answerCall(trackCalls.trackList, () => tracks);
  let rollout = running;
  answerCall(trackCalls.rolloutGet, () => rollout);
  const halts = answerCall(trackCalls.rolloutHalt, () => {
    rollout = halted(rollout);
    return rollout;
  });
  return { halts };
}

async function openTracks(lang: Lang) {
  const service = tracksService();
  const page = await renderPage(<TracksPage />, {
    lang,
    route: '/tracks',
    url: '/tracks',
    namespaces: ['tracks'],
    app: { id: APP_ID, name: APP_NAME, status: AppStatus.online, hasShelves: true },
  });
  const t = textsOf<TracksCatalogue>(lang, 'tracks');
  const tc = textsOf<Catalogue<'common'>>(lang, 'common');
  const rollout = await screen.findByTestId('rollout');
  return { ...page, ...service, t, tc, rollout };
}

describe('the tracks page', () => {
  it.each(LANGS)('lists the tracks, the rollout state and its share (%s)', async (lang) => {
    const { t, tc, rollout } = await openTracks(lang);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      exactly(tc('screens.tracks')),
    );
    expect(screen.getByTestId('live-build')).toHaveTextContent(
      exactly(t('store.live', { build: LIVE_NAME })),
    );
    expect(rollout).toHaveAttribute('data-state', 'running');
    expect(within(rollout).getByTestId('rollout-state')).toHaveTextContent(
      exactly(t('rollout.states.running')),
    );
    const share = within(rollout).getByRole('progressbar', { name: t('rollout.shareLabel') });
    expect(share).toHaveAttribute('aria-valuenow', '10');
    expect(within(rollout).getByTestId('rollout-share')).toHaveTextContent(exactly('10%'));
    expect(rollout).toHaveTextContent(t('rollout.offered', { share: '10%' }));
    expect(within(rollout).getByTestId('staged-build')).toHaveTextContent(exactly(STAGED_NAME));
    expect(within(rollout).getByTestId('previous-build')).toHaveTextContent(exactly(LIVE_NAME));

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('data-track'))).toEqual(['alpha', 'beta', 'rc']);
    const [alpha, beta, rc] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(alpha).getByRole('heading', { name: 'ALPHA' })).toBeInTheDocument();
    expect(within(alpha).getByTestId('build-version')).toHaveTextContent(exactly('1.3.1'));
    expect(within(alpha).getByTestId('build-code')).toHaveTextContent(exactly('131'));
    expect(within(alpha).getByTestId('tester-count')).toHaveTextContent(exactly('12'));
    expect(within(beta).getByTestId('track-build')).toHaveTextContent(exactly(t('build.none')));
    expect(within(rc).getByTestId('track-build')).toHaveTextContent(exactly(t('build.none')));
  });

  it.each(LANGS)('a halt asks first, and only a confirmed one is sent (%s)', async (lang) => {
    const { user, t, rollout, halts } = await openTracks(lang);
    const haltText = t('rollout.haltText', { build: STAGED_NAME, previous: LIVE_NAME });

    // asked, then kept running: nothing is sent
    await user.click(within(rollout).getByRole('button', { name: t('rollout.halt') }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(t('rollout.haltTitle'));
    expect(dialog).toHaveTextContent(haltText);
    await user.click(within(dialog).getByRole('button', { name: t('rollout.keep') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(halts).toHaveLength(0);
    expect(rollout).toHaveAttribute('data-state', 'running');

    // asked, then confirmed: the contract's halt call for the app
    await user.click(within(rollout).getByRole('button', { name: t('rollout.halt') }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: t('rollout.halt') }));
    expect(await screen.findByText(t('rollout.halted'))).toBeInTheDocument();
    expect(halts).toEqual([{ appId: APP_ID }]);

    const now = screen.getByTestId('rollout');
    expect(now).toHaveAttribute('data-state', 'halted');
    expect(within(now).getByTestId('rollout-state')).toHaveTextContent(
      exactly(t('rollout.states.halted')),
    );
    expect(now).toHaveTextContent(t('rollout.haltedText', { share: '10%' }));
    expect(within(now).getByRole('button', { name: t('rollout.resume') })).toBeEnabled();
    expect(within(now).queryByRole('button', { name: t('rollout.halt') })).toBeNull();
  });
});
