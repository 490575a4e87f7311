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
      return ok({
        ntys: [
          { id: 1, state: 0, tag: 'audit' },
          { id: 2, state: 0, tag: 'audit' },
          { id: 3, state: 0, tag: 'finance' },
          { id: 4, state: 0, tag: 'recvDvAuthAcquire' },
          { id: 5, state: 1, tag: 'audit' },
        ],
      });
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
  { name: 'shell-all-apps', path: `/all_apps?${SIGNED_IN}` },
  { name: 'shell-pay-info', path: `/pay_info?${SIGNED_IN}` },
  {
    name: 'shell-app-center',
    path: `/app_center?${SIGNED_IN}`,
    before: async (page) => {
      await page.evaluate(() =>
        sessionStorage.setItem(
          'currentApp',
          JSON.stringify({ id: 'app-1', name: 'Starlight Arena VR', status: 15, hasShelves: true }),
        ),
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
