// Screenshots of the built portal (apps/web/dist) in Chinese and English, at 1440 px and 375 px,
// with the API answered by mocks. Writes PNGs to <repo>/test-results/screenshots/.
// Usage: npm run build -w @vrportal/web && node apps/web/scripts/screenshots.mjs [filter]
/* global document, window -- used inside page.evaluate() */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
const outDir = join(here, '..', '..', '..', 'test-results', 'screenshots');
const filter = process.argv[2] ?? '';
mkdirSync(outDir, { recursive: true });

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

function answer(path, body) {
  const ok = (data) => ({ errCode: 0, errMsg: 'Success', data });
  const fail = (errCode, data = null) => ({ errCode, errMsg: '', data });
  const name = path.split('/').pop();
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
  const body = request.postData() ? JSON.parse(request.postData()) : {};
  if (scenario.delay) await new Promise((resolve) => setTimeout(resolve, scenario.delay));
  await route
    .fulfill({ json: answer(new URL(request.url()).pathname, body) })
    .catch(() => undefined);
});

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
        const sep = shot.path.includes('?') ? '&' : '?';
        await page.goto(`${origin}/manage${shot.path}${sep}lang=${lang}`);
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
console.log(`${count} screenshots in ${outDir}`);
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
