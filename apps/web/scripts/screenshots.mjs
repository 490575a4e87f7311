// Screenshots of the built portal (apps/web/dist) in Chinese and English, at 1440 px and 375 px,
// with the API answered by mocks. Writes PNGs to <repo>/test-results/screenshots/.
// Usage: npm run build -w @vrportal/web && node apps/web/scripts/screenshots.mjs [filter]
// The upload-* shots open the build upload dialog on a page of its own (preview/upload.html),
// built here into a temporary folder, against a mocked upload API that checks the MD5.
/* global document, window -- used inside page.evaluate() */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const webDir = join(here, '..');
const dist = join(webDir, 'dist');
const outDir = join(here, '..', '..', '..', 'test-results', 'screenshots');
const filter = process.argv[2] ?? '';
mkdirSync(outDir, { recursive: true });

// ---------------------------------------------------------------- upload dialog preview build

const previewDir = mkdtempSync(join(tmpdir(), 'portal-preview-'));

// ---------------------------------------------------------------- static server for dist

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname.startsWith('/preview/')) {
    const file = normalize(join(previewDir, url.pathname.slice('/preview/'.length)));
    try {
      if (!file.startsWith(previewDir) || !statSync(file).isFile()) throw new Error('no file');
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    } catch {
      res.writeHead(404).end();
    }
    return;
  }
  if (!url.pathname.startsWith('/manage/')) {
    res.writeHead(302, { location: '/manage/' }).end();
    return;
  }
  let file = normalize(join(dist, url.pathname.slice('/manage/'.length)));
  if (!file.startsWith(dist)) {
    res.writeHead(403).end();
    return;
  }
  try {
    if (!statSync(file).isFile()) throw new Error('not a file');
  } catch {
    file = join(dist, 'index.html');
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

// ---------------------------------------------------------------- API mocks

// ---------------------------------------------------------------- app, notification and review data

const APP_IDS = {
  starlight: '5f1c2a7e9b3d4c6a8e0f1a2b3c4d5e6f',
  orbit: '6a2b3c4d5e6f708192a3b4c5d6e7f809',
  nebula: '7b3c4d5e6f708192a3b4c5d6e7f8091a',
  tides: '8c4d5e6f708192a3b4c5d6e7f8091a2b',
  draft: '9d5e6f708192a3b4c5d6e7f8091a2b3c',
};
const card = (id, name, pkg, status, time, extra = {}) => ({
  id,
  name,
  pkg,
  time,
  scover: '',
  rcover: '',
  status,
  hasShelves: status === 15 || status === 16 ? 1 : 0,
  superAccount: 0,
  cgy: 1,
  ...extra,
});
const APPS = [
  card(
    APP_IDS.starlight,
    'Starlight Arena VR',
    'com.nebulaforge.starlight',
    15,
    '2026-05-02T08:30:00Z',
  ),
  card(APP_IDS.orbit, 'Orbit Painter', 'com.nebulaforge.orbit', 9, '2026-04-28T14:05:00Z'),
  card(
    APP_IDS.nebula,
    'Nebula Drift: Zero Gravity Racing League Championship Edition',
    'com.nebulaforge.drift',
    8,
    '2026-04-20T10:12:00Z',
  ),
  card(APP_IDS.tides, 'Tides of Ember', 'com.nebulaforge.tides', 16, '2026-03-11T09:00:00Z'),
  card(APP_IDS.draft, '深空漫游', 'com.nebulaforge.deepspace', 0, '2026-05-03T16:45:00Z'),
];
const step = (state, time = '') => ({ state, time });
const DETAILS = {
  [APP_IDS.starlight]: {
    checkCode: 0,
    ver: '2.4.1',
    vcode: 241,
    steps: {
      tech: step('finish', '2026-04-29T09:12:00Z'),
      content: step('finish', '2026-04-30T15:40:00Z'),
      publish: step('finish', '2026-05-01T11:02:00Z'),
    },
    failedAudit: null,
  },
  [APP_IDS.orbit]: {
    checkCode: 2,
    ver: '',
    vcode: 0,
    steps: {
      tech: step('finish', '2026-04-27T10:00:00Z'),
      content: step('error'),
      publish: step('wait'),
    },
    failedAudit: { auditId: 'a0c0ffee0000000000000000000000a1', type: 3 },
  },
  [APP_IDS.nebula]: {
    checkCode: 5,
    ver: '',
    vcode: 0,
    steps: {
      tech: step('finish', '2026-04-19T10:00:00Z'),
      content: step('process'),
      publish: step('wait'),
    },
    failedAudit: null,
  },
  [APP_IDS.draft]: {
    checkCode: 0,
    ver: '',
    vcode: 0,
    steps: { tech: step('wait'), content: step('wait'), publish: step('wait') },
    failedAudit: null,
  },
};
const detailOf = (appId) => {
  const app = APPS.find((a) => a.id === appId);
  const detail = DETAILS[appId];
  if (!app || !detail) return null;
  return {
    ...app,
    appSecret: 'k3Jd9sQ0xVb7LmN2pR5tW8yZ',
    submitTime: app.status === 0 ? '' : '2026-04-26T08:00:00Z',
    ...detail,
  };
};
const VERSIONS = [
  {
    ver: '2.4.1',
    vcode: 241,
    size: 1879048192,
    time: '2026-04-26T07:58:00Z',
    fname: 'starlight-2.4.1.apk',
    version: 'New arena “Frozen Rings”, hand-tracking menus and a smoother 90 Hz mode.',
  },
  {
    ver: '2.3.0',
    vcode: 230,
    size: 1610612736,
    time: '2026-02-14T12:00:00Z',
    fname: 'starlight-2.3.0.apk',
    version: '',
  },
  {
    ver: '2.0.0',
    vcode: 200,
    size: 1288490188,
    time: '2025-11-02T12:00:00Z',
    fname: '',
    version: 'Launch version.',
  },
];
const STANDARD = {
  2: [
    {
      id: 'man.launch',
      name: 'Launch and exit',
      require: 'The app starts within 10 seconds and exits cleanly from the system menu',
      desc: 'Cold-started three times on the headset',
    },
    {
      id: 'man.performance',
      name: 'Frame rate and performance',
      require: 'At least 72 FPS in normal scenes, with no visible stutter',
      desc: 'Watched with the performance overlay for 10 minutes',
    },
    {
      id: 'man.stability',
      name: 'Stability',
      require: 'No crash, black screen or freeze within 30 minutes',
      desc: 'Played for 30 minutes without a break',
    },
  ],
  3: [
    {
      id: 'content.legal',
      name: 'Lawful content',
      require: 'No prohibited content such as politics, pornography, violence, hate or gambling',
      desc: 'Checked against the content policy list',
    },
    {
      id: 'content.materials',
      name: 'Store materials',
      require: 'Icon, covers, screenshots and trailers show the app truthfully',
      desc: 'Materials compared with what the app shows',
    },
    {
      id: 'content.text',
      name: 'Descriptions',
      require:
        'Names and descriptions in both languages are accurate, without typos or overclaiming',
      desc: 'Every text read in both languages',
    },
  ],
};
const nty = (id, state, status, type, title, content, time, extra = {}) => ({
  id,
  tag: ['', 'auto', 'man', 'content', 'publish'][type] || 'app',
  state,
  status,
  type,
  title,
  content,
  time,
  appId: APP_IDS.orbit,
  appName: 'Orbit Painter',
  allName: '{"zh_CN":"Orbit Painter","en_US":"Orbit Painter"}',
  ver: '1.0.3',
  auditId: type ? `a0c0ffee00000000000000000000000${type}` : '',
  link: '',
  ...extra,
});
const NTYS = [
  nty(
    'n1',
    0,
    1,
    3,
    'Orbit Painter: content review not passed',
    'Your app Orbit Painter did not pass the content review. Open the report to see what to change.',
    '2026-04-28T14:05:00Z',
  ),
  nty(
    'n2',
    0,
    2,
    2,
    'Orbit Painter: technical review passed',
    'Your app Orbit Painter passed the technical review. The next stage has begun.',
    '2026-04-27T10:00:00Z',
  ),
  nty(
    'n3',
    1,
    2,
    1,
    'Orbit Painter: automatic technical check passed',
    'Your app Orbit Painter passed the automatic technical check. The next stage has begun.',
    '2026-04-26T08:01:00Z',
  ),
  nty(
    'n4',
    1,
    0,
    0,
    'Starlight Arena VR is online',
    'Your app Starlight Arena VR is now in the store.',
    '2026-05-01T11:05:00Z',
    {
      appId: APP_IDS.starlight,
      appName: 'Starlight Arena VR',
      link: `/app_center?appId=${APP_IDS.starlight}`,
    },
  ),
];
const REPORTS = {
  2: {
    status: 2,
    items: STANDARD[2].map((s) => ({
      name: s.name,
      status: 1,
      require: s.require,
      desc: s.desc,
      note: '',
    })),
    note: 'Runs smoothly on every headset we tried.',
    reviewer: 'reviewer',
    log: 'man-0c0ffee0c0ffee0c0ffee0c0ffee0c0.log',
    size: 48213,
  },
  3: {
    status: 1,
    items: STANDARD[3].map((s, i) => ({
      name: s.name,
      status: i === 1 ? 0 : 1,
      require: s.require,
      desc: s.desc,
      note: i === 1 ? 'The second screenshot shows a level that is not in this build.' : '',
    })),
    note: 'Please replace the store screenshots, then submit again.',
    reviewer: 'reviewer',
    log: '',
    size: 0,
  },
};
const QUEUE_COUNTS = { auto: 0, man: 2, content: 1, publish: 0, release: 1, online: 1 };
const queueItem = (app, owner) => ({
  ...app,
  superAccount: 1,
  owner,
  submitTime: '2026-04-26T08:00:00Z',
});
const QUEUES = {
  man: [
    queueItem(
      card(
        'b1c2d3e4f5061728394a5b6c7d8e9f01',
        'Cosmic Chef',
        'com.kitchenvr.chef',
        4,
        '2026-05-02T08:00:00Z',
      ),
      'chef@kitchen.vr',
    ),
    queueItem(
      card(
        'c1c2d3e4f5061728394a5b6c7d8e9f02',
        'Harbor Lights',
        'com.lighthouse.harbor',
        5,
        '2026-05-01T08:00:00Z',
      ),
      '13800138000',
    ),
  ],
  content: [queueItem(APPS[2], 'dev@example.com')],
  release: [
    queueItem(
      card(
        'd1c2d3e4f5061728394a5b6c7d8e9f03',
        'Pocket Planets',
        'com.tiny.planets',
        13,
        '2026-04-30T08:00:00Z',
      ),
      'hello@tiny.games',
    ),
  ],
  online: [queueItem(APPS[0], 'dev@example.com')],
};
const logEntry = (id, event, from, to, actor, role, note, time) => ({
  id,
  event,
  from,
  to,
  actor,
  role,
  note,
  auditId: '',
  time,
});
const submissionOf = (appId) => {
  const item = Object.values(QUEUES)
    .flat()
    .find((a) => a.id === appId);
  if (!item) return null;
  const status = scenario.submissionStatus ?? item.status;
  return {
    app: { ...item, status },
    versions: VERSIONS.slice(0, 1),
    standard: status === 5 ? STANDARD[2] : [8, 11].includes(status) ? STANDARD[3] : [],
    audits: [
      {
        auditId: 'a0c0ffee000000000000000000000001',
        type: 1,
        status: 2,
        ver: '2.4.1',
        time: '2026-04-26T08:01:00Z',
        reviewer: '',
      },
    ],
    log: [
      logEntry('l3', 'start', 7, 8, 'admin@example.com', 'reviewer', '', '2026-04-27T10:05:00Z'),
      logEntry(
        'l2',
        'pass',
        5,
        7,
        'admin@example.com',
        'reviewer',
        'Smooth on all headsets.',
        '2026-04-27T10:00:00Z',
      ),
      logEntry('l1', 'submit', 0, 1, 'dev@example.com', 'developer', '', '2026-04-26T08:00:00Z'),
    ],
  };
};

const REGISTERED = new Set(['13800138000', 'dev@example.com']);
const MAIL_CODE = 'c0ffee0123456789abcdef';
let scenario = {};

// The upload calls: chunks kept per identifier, joined on merge and checked against md5sum (so the
// worker's MD5 is verified), merge outcome and delays set by the shot's scenario.
const uploads = new Map();
/** chunk numbers stored, in order, for shots that check what was sent */
const chunkLog = [];

/** Multipart form fields and the file part of a chunk. */
function parseMultipart(buffer, contentType) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType ?? '');
  const fields = {};
  let file = null;
  if (!boundary) return { fields, file };
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let at = buffer.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length + 2; // CRLF
    const next = buffer.indexOf(delimiter, start);
    if (next < 0) break;
    const part = buffer.subarray(start, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString();
    const body = part.subarray(split + 4);
    const name = /name="([^"]+)"/.exec(head)?.[1];
    if (name === 'file') file = body;
    else if (name) fields[name] = body.toString();
    at = next;
  }
  return { fields, file };
}

function uploadAnswer(name, body, file) {
  const ok = (data) => ({ errCode: 0, errMsg: 'Success', data });
  const fail = (errCode, errMsg = '') => ({ errCode, errMsg, data: null });
  const upload = uploads.get(body.identifier);
  switch (name) {
    case 'checkUploadChunks':
      return ok({
        uploaded: upload ? [...upload.chunks.keys()] : [],
        totalChunks: upload?.totalChunks ?? 0,
        state: upload?.state ?? 'none',
      });
    case 'uploadAppFile': {
      const n = Number(body.chunkNumber);
      const failure = scenario.chunkError;
      if (failure && failure.n === n) return fail(failure.errCode, failure.errMsg);
      if (!file || file.length !== Number(body.currentChunkSize)) return fail(10400, 'bad chunk');
      const entry = uploads.get(body.identifier) ?? {
        chunks: new Map(),
        totalChunks: Number(body.totalChunks),
        state: 'uploading',
        polls: 0,
      };
      entry.chunks.set(n, Buffer.from(file));
      chunkLog.push(n);
      uploads.set(body.identifier, entry);
      return ok({ chunkNumber: n, uploaded: [...entry.chunks.keys()].sort((a, b) => a - b) });
    }
    case 'mergeAppFile': {
      if (!upload || upload.chunks.size !== upload.totalChunks) return fail(10400);
      const joined = Buffer.concat(
        [...upload.chunks.entries()].sort(([a], [b]) => a - b).map(([, bytes]) => bytes),
      );
      const md5 = createHash('md5').update(joined).digest('hex');
      upload.state = 'merging';
      upload.outcome =
        md5 !== body.md5sum
          ? { ret: 0, ecode: 10901 }
          : (scenario.mergeOutcome ?? { ret: 1, ecode: 0 });
      upload.filename = `${body.appId.slice(0, 8)}_${body.filename}`;
      return ok(null);
    }
    case 'checkMergeAppRet': {
      if (!upload) return fail(10400);
      upload.polls += 1;
      if (upload.polls <= (scenario.mergePending ?? 0))
        return ok({ ret: -1, ecode: 0, filename: '' });
      upload.state = upload.outcome.ret === 1 ? 'done' : 'failed';
      return ok({ ...upload.outcome, filename: upload.outcome.ret === 1 ? upload.filename : '' });
    }
    case 'cancelAppUpload':
      uploads.delete(body.identifier);
      return ok(null);
    default:
      return null;
  }
}

function answer(path, body, file) {
  const ok = (data) => ({ errCode: 0, errMsg: 'Success', data });
  const fail = (errCode, data = null) => ({ errCode, errMsg: '', data });
  const name = path.split('/').pop();
  const upload = uploadAnswer(name, body, file);
  if (upload) return upload;
  switch (name) {
    case 'validateUser':
      return ok({ status: REGISTERED.has(body.mobile ?? body.email) ? 1 : 0 });
    case 'loginDvlper':
    case 'loginDvlperByMail':
      if (scenario.login === 'wrong') return fail(10002, { remainCount: 3, lockedSeconds: 0 });
      if (scenario.login === 'locked') return fail(10002, { remainCount: 0, lockedSeconds: 300 });
      if (scenario.login === 'blocked') return fail(10027);
      return ok({
        token: 't+ok',
        status: 2,
        admin: 0,
        remainCount: 5,
        account: body.mobile ?? body.email,
      });
    case 'reqSmscode':
      return ok({ resendAfter: 60 });
    case 'validateSmscode':
      return ok({ status: 1 });
    case 'registerSd':
    case 'registerMail':
    case 'pwdResetByMail':
    case 'pwdResetVerifyByMail':
    case 'modifyPwd':
    case 'logout':
      return ok(null);
    case 'registerVerifyByMail':
      return body.code === MAIL_CODE ? ok(null) : fail(10051);
    case 'reqDvlperCheck':
      return ok({ status: scenario.dvlper ?? 0 });
    case 'applyDvlper':
      return ok({ status: 1 });
    case 'getAccountInfo':
      return ok({
        account: 'dev@example.com',
        mobile: null,
        email: 'dev@example.com',
        status: 2,
        admin: 0,
        developerName: 'Nebula Forge Studio',
      });
    case 'getDvNtyList':
      return ok(
        scenario.noNotifications
          ? { ntys: [], total: 0, unread: 0 }
          : { ntys: NTYS, total: NTYS.length, unread: 2 },
      );
    case 'disposeNotify':
      return ok(null);
    case 'getDvAuditReport': {
      const report = REPORTS[body.type];
      if (!report) return fail(10522);
      return ok({
        auditId: body.auditId,
        type: body.type,
        status: report.status,
        appId: APP_IDS.orbit,
        appName: 'Orbit Painter',
        ver: '1.0.3',
        time: '2026-04-28T14:05:00Z',
        report: { items: report.items, data: { note: report.note, reviewer: report.reviewer } },
        log: report.log,
        size: report.size,
      });
    }
    case 'getAuditStandard':
      return ok({ standard: { type: body.type, items: STANDARD[body.type] ?? STANDARD[3] } });
    case 'getOwnedApps':
      return ok({ apps: scenario.noApps ? [] : APPS });
    case 'searchOwnedApps':
      return ok({
        apps:
          body.name === 'nothing'
            ? []
            : APPS.filter((a) => a.status !== 0 || body.showDoodle === 1),
      });
    case 'getAppCfgInfo':
      return ok({
        cgys: [
          { value: 1, chinese: '游戏', english: 'Games' },
          { value: 2, chinese: '应用', english: 'Apps' },
        ],
        gmodes: [],
      });
    case 'createApp':
      return body.pkg === 'com.nebulaforge.orbit' ? fail(10512) : ok({ appId: APP_IDS.draft });
    case 'getAppDetailInfo': {
      const detail = detailOf(body.appId);
      return detail ? ok(detail) : fail(10501);
    }
    case 'getAppHistorys':
      return ok({ apps: body.appId === APP_IDS.starlight ? VERSIONS : [] });
    case 'getQueue':
      return ok({
        items: QUEUES[body.queue] ?? [],
        total: (QUEUES[body.queue] ?? []).length,
        counts: QUEUE_COUNTS,
      });
    case 'getSubmission': {
      const submission = submissionOf(body.appId);
      return submission ? ok(submission) : fail(10501);
    }
    default:
      return fail(10404);
  }
}

// ---------------------------------------------------------------- shots

const PREVIEW = '/preview/preview/upload.html';
const PREVIEW_APP = '5f1c0a7e9b2d4c6e8f0a1b2c3d4e5f60';
const MiB = 1024 * 1024;
const realApk = readFileSync(
  join(
    dirname(createRequire(import.meta.url).resolve('io.appium.settings/package.json')),
    'apks',
    'settings_apk-debug.apk',
  ),
);

/** Content that is not all zeros, so the MD5 check means something. */
function buildBytes(size) {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 4096) bytes.writeUInt32LE((i * 2654435761) >>> 0, i);
  return bytes;
}

const dialog = (page) => page.getByRole('dialog').first();
const phase = (page, value) =>
  page.locator(`[data-testid="upload-phase"][data-phase="${value}"]`).waitFor({ timeout: 20_000 });
async function chooseFile(
  page,
  name,
  buffer,
  mimeType = 'application/vnd.android.package-archive',
) {
  await dialog(page).locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
}

function uploadShots() {
  const apk25 = buildBytes(25 * MiB + 54321);
  const apk3 = buildBytes(3 * MiB + 12345);
  return [
    { name: 'upload-choose', page: PREVIEW, wait: 600 },
    {
      name: 'upload-resume-offer',
      page: PREVIEW,
      before: async (page) => {
        await page.evaluate(
          ([appId]) =>
            localStorage.setItem(
              `uploads:${appId}`,
              JSON.stringify([
                {
                  identifier: 'b1' + '0'.repeat(32),
                  fileType: 1,
                  name: 'starlight-arena-2.4.0.apk',
                  size: 1_932_735_283,
                  lastModified: 1_700_000_000_000,
                  totalChunks: 185,
                  heldChunks: 83,
                  merging: false,
                  savedAt: Date.now(),
                },
              ]),
            ),
          [PREVIEW_APP],
        );
      },
      wait: 600,
    },
    { name: 'upload-obb-needs-apk', page: `${PREVIEW}?type=2&hasApk=0`, wait: 600 },
    {
      name: 'upload-progress',
      page: PREVIEW,
      scenario: { chunkDelay: 350, chunkHang: 2 },
      act: async (page) => {
        await chooseFile(page, 'starlight-arena-2.4.0.apk', apk25);
        await page.locator('.upload-build__stats', { hasText: '/' }).waitFor();
        await page.waitForFunction(() =>
          /\/(s|秒)/.test(document.querySelector('.upload-build__stats')?.textContent ?? ''),
        );
      },
    },
    {
      name: 'upload-paused',
      page: PREVIEW,
      scenario: { chunkDelay: 300, chunkHang: 2 },
      act: async (page, lang) => {
        await chooseFile(page, 'starlight-arena-2.4.0.apk', apk25);
        await page.waitForFunction(() =>
          /\/(s|秒)/.test(document.querySelector('.upload-build__stats')?.textContent ?? ''),
        );
        await dialog(page)
          .getByRole('button', { name: txt(lang, '暂停', 'Pause') })
          .click();
        await phase(page, 'paused');
      },
    },
    {
      name: 'upload-cancel-confirm',
      page: PREVIEW,
      scenario: { chunkDelay: 300, chunkHang: 2 },
      act: async (page, lang) => {
        await chooseFile(page, 'starlight-arena-2.4.0.apk', apk25);
        await phase(page, 'uploading');
        await page.getByRole('button', { name: txt(lang, '取消上传', 'Cancel upload') }).click();
        await page.getByRole('dialog').nth(1).waitFor();
        await page.waitForTimeout(500);
      },
    },
    {
      name: 'upload-merging',
      page: PREVIEW,
      scenario: { mergePending: 1000 },
      act: async (page) => {
        await chooseFile(page, 'starlight-arena-2.4.0.apk', apk3);
        await phase(page, 'merging');
        await page.waitForTimeout(500);
      },
    },
    {
      name: 'upload-done',
      page: PREVIEW,
      clock: true,
      act: async (page) => {
        await chooseFile(page, 'starlight-arena-2.4.0.apk', apk3);
        await phase(page, 'merging');
        await page.clock.fastForward(10_000);
        await phase(page, 'done');
        await page.getByTestId('upload-results').getByText('md5').waitFor();
      },
    },
    {
      name: 'upload-merge-failed',
      page: PREVIEW,
      clock: true,
      scenario: { mergeOutcome: { ret: 0, ecode: 10502 } },
      act: async (page) => {
        await chooseFile(page, 'starlight-arena-2.4.0.apk', apk3);
        await phase(page, 'merging');
        await page.clock.fastForward(10_000);
        await phase(page, 'failed');
      },
    },
    {
      name: 'upload-interrupted',
      page: PREVIEW,
      scenario: { chunkError: { n: 2, errCode: 10605, errMsg: '' } },
      act: async (page) => {
        await chooseFile(page, 'starlight-arena-2.4.0.apk', apk25);
        await phase(page, 'interrupted');
      },
    },
    {
      name: 'upload-fatal',
      page: PREVIEW,
      scenario: {
        chunkError: { n: 2, errCode: 10501, errMsg: '' },
      },
      act: async (page) => {
        await chooseFile(page, 'starlight-arena-2.4.0.apk', apk25);
        await phase(page, 'failed');
      },
    },
    {
      // a real file on disk (stable modification time), the tab reloaded after chunk 1: choosing
      // the same file again sends only chunks 2 and 3, and the merge's MD5 check still passes
      name: 'upload-resumed',
      page: PREVIEW,
      clock: true,
      scenario: { chunkHang: 2 },
      act: async (page) => {
        const path = join(previewDir, 'starlight-arena-2.4.0.apk');
        writeFileSync(path, apk25);
        await dialog(page).locator('input[type=file]').setInputFiles(path);
        await page.waitForFunction(() =>
          Object.keys(localStorage).some(
            (k) => k.startsWith('uploads:') && localStorage.getItem(k).includes('"heldChunks":1'),
          ),
        );
        await page.reload();
        await dialog(page).locator('.ant-alert-info').waitFor();
        scenario = {};
        await dialog(page).locator('input[type=file]').setInputFiles(path);
        await phase(page, 'merging');
        // the chunks were read and hashed in the Web Worker, not on the page
        if (page.workers().length === 0) throw new Error('no hashing worker');
        await page.clock.fastForward(10_000);
        await phase(page, 'done');
        if (chunkLog.join() !== '1,2,3') throw new Error(`chunks sent: ${chunkLog.join()}`);
      },
    },
    {
      name: 'upload-wrong-package',
      page: PREVIEW,
      act: async (page) => {
        await chooseFile(page, 'settings_apk-debug.apk', realApk);
        await phase(page, 'failed');
      },
    },
  ];
}

const SIGNED_IN = 'token=abc+def&account=dev%40example.com&isSuper=0';
const SIGNED_IN_SUPER = 'token=abc+def&account=admin%40example.com&isSuper=1';
const fill = (page, label, value) => page.getByLabel(label, { exact: true }).fill(value);
const txt = (lang, zh, en) => (lang === 'zh' ? zh : en);

/** name, path (without /manage), languages, and what to do before the picture. */
const shots = [
  { name: 'login', path: '/login' },
  {
    name: 'login-sms-tab',
    path: '/login',
    langs: ['zh'],
    act: async (page) => {
      await page.getByRole('tab', { name: '手机验证码登录' }).click();
      await fill(page, '手机号', '13800138000');
    },
  },
  {
    name: 'login-filled-invalid',
    path: '/login',
    act: async (page, lang) => {
      await fill(page, txt(lang, '手机号或邮箱', 'E-mail'), 'nobody@example.com');
      await page.getByLabel(txt(lang, '密码', 'Password'), { exact: true }).focus();
      await page.waitForTimeout(600);
    },
  },
  {
    name: 'login-wrong-password',
    path: '/login',
    scenario: { login: 'wrong' },
    act: async (page, lang) => {
      await fill(page, txt(lang, '手机号或邮箱', 'E-mail'), 'dev@example.com');
      await fill(page, txt(lang, '密码', 'Password'), 'Secret#123');
      await page.getByRole('button', { name: txt(lang, '登录', 'Sign in'), exact: true }).click();
      await page.waitForTimeout(800);
    },
  },
  {
    name: 'login-refused',
    path: '/login',
    scenario: { login: 'locked' },
    act: async (page, lang) => {
      await fill(page, txt(lang, '手机号或邮箱', 'E-mail'), 'dev@example.com');
      await fill(page, txt(lang, '密码', 'Password'), 'Secret#123');
      await page.getByRole('button', { name: txt(lang, '登录', 'Sign in'), exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(500);
    },
  },
  {
    name: 'register-chooser',
    path: '/login',
    act: async (page, lang) => {
      await page.getByRole('button', { name: txt(lang, '立即注册', 'Register') }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(500);
    },
  },
  {
    name: 'register-phone',
    path: '/login?mode=register&flow=phone',
    act: async (page, lang) => {
      await fill(page, txt(lang, '手机号', 'Phone number'), '13900139000');
      await fill(page, txt(lang, '密码', 'Password'), 'abc12');
      await fill(page, txt(lang, '确认密码', 'Confirm password'), 'abc');
      await page.getByLabel(txt(lang, '短信验证码', 'SMS code'), { exact: true }).focus();
      await page.waitForTimeout(600);
    },
  },
  {
    name: 'register-phone-sms-sent',
    path: '/login?mode=register&flow=phone',
    act: async (page, lang) => {
      await fill(page, txt(lang, '手机号', 'Phone number'), '13900139000');
      await page.getByRole('button', { name: txt(lang, '获取验证码', 'Get code') }).click();
      await fill(page, txt(lang, '短信验证码', 'SMS code'), '123456');
      await fill(page, txt(lang, '密码', 'Password'), 'Abc#12345');
      await fill(page, txt(lang, '确认密码', 'Confirm password'), 'Abc#12345');
      await page.getByRole('checkbox').check();
      await page.waitForTimeout(700);
    },
  },
  {
    name: 'register-email',
    path: '/login?mode=register&flow=email',
    act: async (page, lang) => {
      await fill(page, txt(lang, '邮箱', 'E-mail'), 'dev@example.com');
      await page.getByLabel(txt(lang, '密码', 'Password'), { exact: true }).focus();
      await page.waitForTimeout(700);
    },
  },
  {
    name: 'register-email-sent',
    path: '/login?mode=register&flow=email',
    act: async (page, lang) => {
      await fill(page, txt(lang, '邮箱', 'E-mail'), 'new.dev@example.com');
      await fill(page, txt(lang, '密码', 'Password'), 'Abc#12345');
      await fill(page, txt(lang, '确认密码', 'Confirm password'), 'Abc#12345');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: txt(lang, '注册', 'Register'), exact: true }).click();
      await page.getByRole('status').first().waitFor();
      await page.waitForTimeout(500);
    },
  },
  { name: 'retrieve', path: '/login?mode=retrieve' },
  {
    name: 'retrieve-phone',
    path: '/login?mode=retrieve',
    langs: ['zh'],
    act: async (page) => {
      await page.getByRole('tab', { name: '通过手机' }).click();
      await fill(page, '手机号', '13800138000');
      await fill(page, '短信验证码', '123456');
      await page.getByRole('button', { name: '下一步' }).click();
      await page.getByLabel('新密码', { exact: true }).waitFor();
    },
  },
  {
    name: 'retrieve-mail-sent',
    path: '/login?mode=retrieve',
    act: async (page, lang) => {
      await fill(page, txt(lang, '邮箱', 'E-mail'), 'dev@example.com');
      await page
        .getByRole('button', { name: txt(lang, '发送重设链接', 'Send reset link') })
        .click();
      await page.getByRole('status').first().waitFor();
      await page.waitForTimeout(400);
    },
  },
  { name: 'reset-password', path: `/login?mode=reset&email=dev%40example.com&code=${MAIL_CODE}` },
  { name: 'reset-invalid', path: '/login?mode=reset&email=dev%40example.com&code=short' },
  {
    name: 'confirm-waiting',
    path: `/login?mode=confirm&email=dev%40example.com&code=${MAIL_CODE}`,
    scenario: { delay: 10_000 },
    noIdle: true,
    wait: 800,
  },
  {
    name: 'confirm-success',
    path: `/login?mode=confirm&email=dev%40example.com&code=${MAIL_CODE}`,
  },
  {
    name: 'confirm-failure',
    path: '/login?mode=confirm&email=dev%40example.com&code=expired0123456789abc',
  },
  { name: 'shell-pay-info', path: `/pay_info?${SIGNED_IN}` },
  { name: 'all-apps', path: `/all_apps?${SIGNED_IN}` },
  { name: 'all-apps-empty', path: `/all_apps?${SIGNED_IN}`, scenario: { noApps: true } },
  {
    name: 'all-apps-card-menu',
    path: `/all_apps?${SIGNED_IN}`,
    widths: [1440],
    act: async (page, lang) => {
      await page
        .getByRole('button', { name: txt(lang, '深空漫游 的操作', 'Actions for 深空漫游') })
        .click();
      await page.getByRole('menu').waitFor();
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'all-apps-create',
    path: `/all_apps?${SIGNED_IN}`,
    act: async (page, lang) => {
      await page
        .getByRole('button', { name: txt(lang, '创建应用', 'Create app') })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await fill(page, txt(lang, '应用名称', 'App name'), 'Orbit Painter 2');
      await fill(page, txt(lang, '包名', 'Package name'), 'com.nebulaforge.orbit');
      await dialog.getByRole('button', { name: txt(lang, '创建', 'Create'), exact: true }).click();
      await dialog.getByText(txt(lang, '包名已存在', 'This package name already exists')).waitFor();
    },
  },
  {
    name: 'all-apps-super',
    path: `/all_apps?${SIGNED_IN_SUPER}`,
    act: async (page, lang) => {
      await fill(page, txt(lang, '应用名称', 'App name'), 'nothing');
      await page
        .locator('.app-filters')
        .getByRole('button', { name: txt(lang, '搜索', 'Search') })
        .click();
      await page.getByText(txt(lang, '暂无结果', 'No results')).waitFor();
    },
  },
  { name: 'app-center-online', path: `/app_center?appId=${APP_IDS.starlight}&${SIGNED_IN}` },
  {
    name: 'app-center-online-expanded',
    path: `/app_center?appId=${APP_IDS.starlight}&${SIGNED_IN}`,
    widths: [1440],
    act: async (page) => {
      await page.locator('.ant-table-row-expand-icon').first().click();
      await page.locator('.versions-table__description').first().waitFor();
    },
  },
  { name: 'app-center-failed', path: `/app_center?appId=${APP_IDS.orbit}&${SIGNED_IN}` },
  { name: 'app-center-in-review', path: `/app_center?appId=${APP_IDS.nebula}&${SIGNED_IN}` },
  { name: 'app-center-draft', path: `/app_center?appId=${APP_IDS.draft}&${SIGNED_IN}` },
  {
    name: 'app-center-guide',
    path: `/app_center?appId=${APP_IDS.orbit}&${SIGNED_IN}`,
    act: async (page, lang) => {
      await page
        .getByRole('button', {
          name: txt(lang, '内容与素材规范', 'Content and store asset guidelines'),
        })
        .click();
      await page.locator('.guide-list').waitFor();
      await page.waitForTimeout(400);
    },
  },
  {
    name: 'app-center-not-found',
    path: `/app_center?appId=00000000000000000000000000000000&${SIGNED_IN}`,
  },
  { name: 'notifications', path: `/notification?${SIGNED_IN}` },
  {
    name: 'notifications-empty',
    path: `/notification?${SIGNED_IN}`,
    scenario: { noNotifications: true },
  },
  {
    name: 'notification-report-content',
    path: `/notification?type=3&auditId=a0c0ffee000000000000000000000003&${SIGNED_IN}`,
  },
  {
    name: 'notification-report-technical',
    path: `/notification?type=2&auditId=a0c0ffee000000000000000000000002&${SIGNED_IN}`,
  },
  { name: 'notification-detail', path: `/notification?nty=n4&${SIGNED_IN}` },
  { name: 'review-queue', path: `/review?queue=man&${SIGNED_IN_SUPER}` },
  {
    name: 'review-submission-checklist',
    path: `/review?queue=content&appId=${APP_IDS.nebula}&${SIGNED_IN_SUPER}`,
    act: async (page, lang) => {
      const fail = txt(lang, '不通过', 'Fail');
      const group = page.getByRole('radiogroup').nth(1);
      await group.getByText(fail, { exact: true }).click();
      await page.waitForTimeout(200);
    },
  },
  {
    name: 'review-submission-technical',
    path: `/review?queue=man&appId=c1c2d3e4f5061728394a5b6c7d8e9f02&${SIGNED_IN_SUPER}`,
    widths: [1440],
  },
  {
    name: 'review-submission-queued',
    path: `/review?queue=man&appId=b1c2d3e4f5061728394a5b6c7d8e9f01&${SIGNED_IN_SUPER}`,
    widths: [375],
  },
  {
    name: 'review-submission-passed',
    path: `/review?queue=release&appId=d1c2d3e4f5061728394a5b6c7d8e9f03&${SIGNED_IN_SUPER}`,
  },
  { name: 'review-denied', path: `/review?${SIGNED_IN}`, widths: [1440] },
  {
    name: 'shell-app-center',
    path: `/app_center?${SIGNED_IN}`,
    before: async (page) => {
      await page.evaluate(
        (id) =>
          sessionStorage.setItem(
            'currentApp',
            JSON.stringify({ id, name: 'Starlight Arena VR', status: 15, hasShelves: true }),
          ),
        APP_IDS.starlight,
      );
    },
  },
  {
    name: 'shell-user-menu',
    path: `/all_apps?${SIGNED_IN}`,
    act: async (page, lang, width) => {
      await page.getByRole('button', { name: txt(lang, '账号菜单', 'Account menu') }).click();
      await page.getByRole('menu').waitFor();
      await page.waitForTimeout(400);
      void width;
    },
  },
  {
    name: 'shell-account-info',
    path: `/all_apps?${SIGNED_IN}`,
    act: async (page, lang) => {
      await page.getByRole('button', { name: txt(lang, '账号菜单', 'Account menu') }).click();
      await page
        .getByRole('menuitem', { name: txt(lang, '账号信息', 'Account information') })
        .click();
      await page.getByRole('dialog').getByText('Nebula Forge Studio').waitFor();
      await page.waitForTimeout(400);
    },
  },
  {
    name: 'shell-drawer',
    path: `/pay_info?${SIGNED_IN}`,
    widths: [375],
    act: async (page, lang) => {
      await page.getByRole('button', { name: txt(lang, '打开导航', 'Open navigation') }).click();
      await page.waitForTimeout(600);
    },
  },
  { name: 'developer-apply', path: `/developer_apply?${SIGNED_IN}` },
  {
    name: 'developer-apply-submitted',
    path: `/developer_apply?${SIGNED_IN}`,
    act: async (page, lang) => {
      await fill(
        page,
        txt(lang, '开发者或机构名称', 'Developer or organisation name'),
        'Nebula Forge',
      );
      await fill(page, txt(lang, '联系方式', 'Contact'), 'dev@example.com');
      await page.getByRole('button', { name: txt(lang, '提交申请', 'Submit application') }).click();
      await page.getByRole('status').first().waitFor();
      await page.waitForTimeout(400);
    },
  },
  { name: 'privacy', path: '/privacy' },
  ...uploadShots(),
];

const widths = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
];

const profile = mkdtempSync(join(tmpdir(), 'portal-shots-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
await context.route('**/vrmcsys/**', async (route) => {
  const request = route.request();
  const contentType = request.headers()['content-type'] ?? '';
  let body = {};
  let file = null;
  if (contentType.startsWith('multipart/')) {
    ({ fields: body, file } = parseMultipart(request.postDataBuffer(), contentType));
  } else if (request.postData()) {
    body = JSON.parse(request.postData());
  }
  const path = new URL(request.url()).pathname;
  if (scenario.delay) await new Promise((resolve) => setTimeout(resolve, scenario.delay));
  if (path.endsWith('/uploadAppFile')) {
    const n = Number(body.chunkNumber);
    // a chunk that never arrives keeps the dialog uploading for the picture
    if (scenario.chunkHang === n) return;
    if (scenario.chunkDelay) await new Promise((r) => setTimeout(r, scenario.chunkDelay));
  }
  await route.fulfill({ json: answer(path, body, file) }).catch(() => undefined);
});

if (shots.some((shot) => shot.page && (!filter || shot.name.includes(filter)))) {
  const { build } = await import('vite');
  await build({
    root: webDir,
    configFile: join(webDir, 'vite.config.ts'),
    base: '/preview/',
    logLevel: 'warn',
    build: {
      outDir: previewDir,
      emptyOutDir: true,
      manifest: false,
      rollupOptions: { input: join(webDir, 'preview', 'upload.html') },
    },
  });
}

let count = 0;
const failures = [];
for (const shot of shots) {
  if (filter && !shot.name.includes(filter)) continue;
  for (const lang of shot.langs ?? ['zh', 'en']) {
    for (const size of widths) {
      if (shot.widths && !shot.widths.includes(size.width)) continue;
      const file = `${shot.name}-${lang}-${size.width}.png`;
      const page = await context.newPage();
      try {
        scenario = shot.scenario ?? {};
        await page.setViewportSize(size);
        await page.goto(`${origin}/manage/favicon.svg`);
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
        if (shot.before) await shot.before(page);
        if (shot.clock) await page.clock.install();
        const target = shot.page ?? `/manage${shot.path}`;
        const sep = target.includes('?') ? '&' : '?';
        uploads.clear();
        chunkLog.length = 0;
        await page.goto(`${origin}${target}${sep}lang=${lang}`);
        await page.waitForSelector('.boot-splash', { state: 'detached' });
        if (!shot.noIdle) await page.waitForLoadState('networkidle').catch(() => undefined);
        if (shot.act) await shot.act(page, lang, size.width);
        await page.waitForTimeout(shot.wait ?? 300);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth > window.innerWidth + 1,
        );
        if (overflow) failures.push(`${file}: the page is wider than the viewport`);
        await page.screenshot({ path: join(outDir, file), fullPage: true });
        count += 1;
      } catch (error) {
        failures.push(`${file}: ${error.message.split('\n')[0]}`);
      } finally {
        await page.close();
      }
    }
  }
}

await context.close();
server.close();
rmSync(profile, { recursive: true, force: true });
rmSync(previewDir, { recursive: true, force: true });
console.log(`${count} screenshots in ${outDir}`);
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
