import { randomBytes } from 'node:crypto';
import type { Services } from '../app.js';
import type { ReviewEvent } from '../modules/review/state-machine.js';
import { newId } from '../lib/crypto.js';
import {
  Currency,
  NetworkMode,
  PriceMode,
  ReleaseCategory,
  ReportItemStatus,
} from '@vrportal/contract';
import type { ReleaseFormInputBody, ReportItem } from '@vrportal/contract';
import { standardFor } from '../modules/review/audit-standards.js';
import type { Caller } from '../plugins/caller.js';
import { TRACKS_DEMO_APP } from './demo-tracks.js';

/** A review event, or a new build uploaded (an update of an app already online). */
type Step = ReviewEvent | 'newBuild';

export interface DemoApp {
  name: string;
  pkg: string;
  cgy: number;
  /** the review steps after the submit that brings the app to its demo status */
  steps: Step[];
  versions: number;
}

/** the review steps from a submit to online */
export const toOnline: Step[] = ['start', 'pass', 'start', 'pass', 'start', 'pass', 'online'];

/**
 * One app for each status a developer meets. Queued for and under the automatic check only
 * last while it runs; Tiny Tanks, submitted without a build, fails that check.
 */
const DEMO_APPS: DemoApp[] = [
  { name: 'Starfield Drift', pkg: 'com.demostudio.starfield', cgy: 1, steps: [], versions: 0 },
  { name: 'Tiny Tanks', pkg: 'com.demostudio.tinytanks', cgy: 1, steps: ['submit'], versions: 0 },
  {
    name: 'Orbit Painter',
    pkg: 'com.demostudio.orbitpainter',
    cgy: 2,
    steps: ['submit'],
    versions: 1,
  },
  {
    name: 'Deep Reef VR',
    pkg: 'com.demostudio.deepreef',
    cgy: 1,
    steps: ['submit', 'start'],
    versions: 1,
  },
  {
    name: 'Cabin Builder',
    pkg: 'com.demostudio.cabin',
    cgy: 2,
    steps: ['submit', 'start', 'fail'],
    versions: 1,
  },
  {
    name: 'Neon Racer',
    pkg: 'com.demostudio.neonracer',
    cgy: 1,
    steps: ['submit', 'start', 'pass'],
    versions: 2,
  },
  {
    name: 'Museum Walk',
    pkg: 'com.demostudio.museum',
    cgy: 2,
    steps: ['submit', 'start', 'pass', 'start'],
    versions: 1,
  },
  {
    name: 'Haunted Manor',
    pkg: 'com.demostudio.manor',
    cgy: 1,
    steps: ['submit', 'start', 'pass', 'start', 'fail'],
    versions: 1,
  },
  {
    name: 'Yoga Peaks',
    pkg: 'com.demostudio.yoga',
    cgy: 2,
    steps: ['submit', 'start', 'pass', 'start', 'pass'],
    versions: 1,
  },
  {
    name: 'Sky Archer',
    pkg: 'com.demostudio.archer',
    cgy: 1,
    steps: ['submit', 'start', 'pass', 'start', 'pass', 'start'],
    versions: 2,
  },
  {
    name: 'Piano Room',
    pkg: 'com.demostudio.piano',
    cgy: 2,
    steps: ['submit', 'start', 'pass', 'start', 'pass', 'start', 'fail'],
    versions: 1,
  },
  {
    name: 'Moon Base Alpha',
    pkg: 'com.demostudio.moonbase',
    cgy: 1,
    steps: ['submit', 'start', 'pass', 'start', 'pass', 'start', 'pass'],
    versions: 1,
  },
  {
    name: 'Rhythm Forest',
    pkg: 'com.demostudio.rhythm',
    cgy: 1,
    steps: ['submit', 'start', 'pass', 'start', 'pass', 'start', 'pass', 'schedule'],
    versions: 2,
  },
  {
    name: 'Galaxy Chess',
    pkg: 'com.demostudio.chess',
    cgy: 1,
    steps: ['submit', ...toOnline],
    versions: 3,
  },
  {
    name: 'Retro Arcade',
    pkg: 'com.demostudio.arcade',
    cgy: 1,
    steps: ['submit', ...toOnline, 'takeDown'],
    versions: 2,
  },
  {
    // online with version 1, its update under the manual review: the live build stays in the store
    name: 'Star Miner',
    pkg: 'com.demostudio.starminer',
    cgy: 1,
    steps: ['submit', ...toOnline, 'newBuild', 'submit', 'start', 'pass'],
    versions: 1,
  },
  {
    // online with 1.0, its update 1.1 rolling out to 20% of devices, a newer build on ALPHA
    name: TRACKS_DEMO_APP,
    pkg: 'com.demostudio.cometcourier',
    cgy: 1,
    steps: ['submit', ...toOnline, 'newBuild', 'submit', ...toOnline],
    versions: 1,
  },
  {
    name: 'City Tours',
    pkg: 'com.demostudio.citytours',
    cgy: 2,
    steps: ['submit', 'start', 'pass', 'cancel'],
    versions: 1,
  },
];

/**
 * A line of the demo reviewer's checklist, as the console sends it: the standard item's texts
 * (in English, the language the demo reviewer works in) with the mark and the reviewer's note.
 */
const item = (id: string, ok: boolean, note = ''): ReportItem => {
  const type = id.startsWith('man.') ? 2 : id.startsWith('publish.') ? 4 : 3;
  const line = standardFor(type, 'en').find((s) => s.id === id)!;
  return {
    name: line.name,
    status: ok ? ReportItemStatus.passed : ReportItemStatus.failed,
    require: line.require,
    desc: line.desc,
    note,
  };
};

/** The demo reviewer's marks and notes per stage; the notes are written for both languages. */
const NOTES: Record<string, { items: ReportItem[]; note: string }> = {
  man: {
    items: [
      item('man.launch', true),
      item(
        'man.performance',
        false,
        'Drops to 45 FPS in the cellar scene / 地下室场景帧率降至 45 FPS',
      ),
    ],
    note: 'Please optimise the cellar scene and submit again. / 请优化地下室场景后重新提交。',
  },
  content: {
    items: [
      item(
        'content.materials',
        false,
        'Screenshot 3 shows a scene that is not in the app / 截图 3 的场景不在应用中',
      ),
      item('content.text', true),
    ],
    note: 'Replace screenshot 3. / 请替换截图 3。',
  },
  publish: {
    items: [
      item('publish.build', true),
      item(
        'publish.listing',
        false,
        'The age rating does not match the content / 年龄分级与内容不符',
      ),
    ],
    note: 'Set the age rating to 12+. / 请将年龄分级调整为 12+。',
  },
};

/** The texts of a demo app's release form: a game or an app of the store's tags. */
function demoReleaseText(demo: DemoApp): ReleaseFormInputBody {
  const game = demo.cgy === ReleaseCategory.games;
  return {
    vnote: { zh_CN: '首个版本。', en_US: 'The first release.' },
    devModel: 'YVR 1,YVR 2',
    name: { zh_CN: demo.name, en_US: demo.name },
    abbr: demo.name.charAt(0),
    brief: {
      zh_CN: `${demo.name}：演示用的虚拟现实${game ? '游戏' : '应用'}。`,
      en_US: `${demo.name}: a demo VR ${game ? 'game' : 'app'}.`,
    },
    cgy: demo.cgy,
    tag: game ? [3] : [8],
    lang: 'zh_CN,en_US',
    nMode: NetworkMode.notRequired,
    controlMode: 1,
    developer: 'Demo Studio',
    pMode: PriceMode.recommended,
    sprice: null,
  };
}

/** Stores a small build file and its version row, as a finished upload leaves them. */
async function addDemoVersion(
  services: Services,
  app: { id: string; pkg: string },
  n: number,
  at: string,
) {
  const appId = app.id;
  const id = newId();
  const fname = `${id}.apk`;
  const blobKey = `builds/${appId}/${fname}`;
  const bytes = Buffer.concat([Buffer.from(`demo build ${n}\n`), randomBytes(64 * 1024)]);
  await services.blobs.put(blobKey, bytes);
  await services.builds.addVersion({
    id,
    app_id: appId,
    ver: `1.${n}.0`,
    vcode: n + 1,
    size: bytes.length,
    fname,
    blob_key: blobKey,
    note_zh: `1.${n}.0 版本：修复问题并提升性能。`,
    note_en: `Version 1.${n}.0: fixes and faster loading.`,
    // what the APK reader records for a release build of the app
    manifest: JSON.stringify({
      pkg: app.pkg,
      versionCode: n + 1,
      versionName: `1.${n}.0`,
      debuggable: false,
      minSdk: 29,
      targetSdk: 32,
      abis: ['arm64-v8a'],
      permissions: [],
    }),
    created_at: at,
  });
  return id;
}

/** Two weeks from now, on the hour: when the scheduled demo app goes online. */
const demoReleaseAt = () =>
  new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 14 * 86_400_000).toISOString();

/**
 * Walks one app through the real review workflow to its status: creates it, fills its release
 * form, stores its builds and takes each review step. The demo and bench/delivery use it.
 */
export async function walkApp(
  services: Services,
  developer: Caller,
  reviewer: Caller,
  demo: DemoApp,
  opts: { rolloutShare?: number } = {},
): Promise<string> {
  const { appId } = await services.apps.create(developer, demo.name, demo.pkg);
  await services.apps.setCategory(appId, demo.cgy);
  // an update goes online to this share of the devices (a first release goes out whole)
  if (opts.rolloutShare !== undefined) {
    await services.rollouts.setShare(developer, appId, opts.rolloutShare);
  }
  // the release wizard opens on the texts of each demo app (its pictures are the developer's)
  const text = demoReleaseText(demo);
  // the fresh draft has only its description so far; the others have every text filled
  await services.releases.save(
    developer,
    appId,
    null,
    demo.steps.length === 0 ? { name: text.name, abbr: text.abbr, brief: text.brief } : text,
  );
  let lastVersion: string | null = null;
  let builds = demo.versions;
  for (let n = 0; n < demo.versions; n += 1) {
    lastVersion = await addDemoVersion(
      services,
      { id: appId, pkg: demo.pkg },
      n,
      new Date(Date.now() - (demo.versions - n) * 86_400_000).toISOString(),
    );
  }
  let stage = 0;
  const stages = ['auto', 'man', 'content', 'publish'];
  for (const step of demo.steps) {
    if (step === 'newBuild') {
      lastVersion = await addDemoVersion(
        services,
        { id: appId, pkg: demo.pkg },
        builds,
        new Date().toISOString(),
      );
      builds += 1;
    } else if (step === 'submit') {
      await services.review.submit(developer, appId, {
        checkNow: true,
        names: { zh: text.name?.zh_CN ?? '', en: text.name?.en_US ?? '' },
        ...(lastVersion ? { versionId: lastVersion } : {}),
      });
      stage = 1;
    } else if (step === 'start') {
      await services.review.start(reviewer, appId);
    } else if (step === 'pass' || step === 'fail') {
      const notes = NOTES[stages[stage]!]!;
      await services.review.decideByReviewer(reviewer, appId, {
        pass: step === 'pass',
        items:
          step === 'pass'
            ? notes.items.map((i) => ({ ...i, status: ReportItemStatus.passed, note: '' }))
            : notes.items,
        note: step === 'pass' ? '' : notes.note,
      });
      stage += 1;
    } else {
      await services.review.changeState(
        reviewer,
        appId,
        step,
        step === 'takeDown' ? 'Licence of the music expired / 音乐授权已到期' : '',
        undefined,
        // the scheduled demo app goes online by itself in two weeks, on the hour
        step === 'schedule' ? demoReleaseAt() : undefined,
      );
    }
  }
  return appId;
}

/** Walks each demo app through the real review workflow to its demo status. */
export async function seedDemoApps(services: Services, developer: Caller, reviewer: Caller) {
  const ids = new Map<string, string>();
  for (const demo of DEMO_APPS) {
    // Comet Courier's update goes online to a fifth of the devices
    const opts = demo.name === TRACKS_DEMO_APP ? { rolloutShare: 20 } : {};
    ids.set(demo.name, await walkApp(services, developer, reviewer, demo, opts));
  }

  // a business channel of the online game: its own price in US dollars, and a business invited
  // to it (the invitation mail is in the outbox; the link waits for the business to confirm)
  const chess = ids.get('Galaxy Chess');
  if (chess) {
    const { cId } = await services.releases.createChannel(
      developer,
      chess,
      'Arcade partners',
      'Location-based VR arcades',
    );
    await services.releases.save(developer, chess, cId, {
      ...demoReleaseText(DEMO_APPS.find((d) => d.name === 'Galaxy Chess')!),
      pMode: PriceMode.custom,
      sprice: 1999,
      currency: Currency.USD,
    });
    const { bId } = await services.releases.createBusiness(
      'Orion VR Arcades',
      'partners@orion-arcades.example',
    );
    await services.releases.bindBusiness(developer, cId, bId);
  }
  return ids;
}
