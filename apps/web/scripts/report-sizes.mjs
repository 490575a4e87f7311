// Reports the gzipped size of every JS chunk of the build and checks the size budget of the
// sign-in screen: the JS the /login route loads at first (entry + its static imports + the
// login route chunk + its static imports + the language files of the boot namespaces) must stay
// at or under 300 KB gzipped; route namespaces load later with their screens. Exits 1 when over budget. Run after `vite build` (build.manifest on).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 300;
const LOGIN_ROUTE = 'src/features/auth/pages/LoginPage.tsx';
const here = dirname(fileURLToPath(import.meta.url));

/** The namespaces src/lib/i18n.ts loads before the first render (`bootNamespaces`). */
function bootNamespaces() {
  const source = readFileSync(join(here, '..', 'src', 'lib', 'i18n.ts'), 'utf8');
  const list = /bootNamespaces\s*=\s*\[([^\]]*)\]/.exec(source)?.[1];
  if (!list) throw new Error('src/lib/i18n.ts declares no bootNamespaces');
  return [...list.matchAll(/'([\w-]+)'/g)].map((match) => match[1]);
}

/** Loaded before the first render for the page's language; Chinese is the larger set. */
const BOOT_LANGUAGE = [
  new RegExp(`^src/locales/zh-CN/(${bootNamespaces().join('|')})\\.json$`),
  /antd\/(es\/|lib\/)?locale\/zh_CN/,
  /dayjs\/locale\/zh-cn/,
];

const dist = join(here, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const gzipCache = new Map();
function sizes(file) {
  if (!gzipCache.has(file)) {
    const content = readFileSync(join(dist, file));
    gzipCache.set(file, { raw: content.length, gzip: gzipSync(content).length });
  }
  return gzipCache.get(file);
}

/** The chunk of a manifest key with all its static imports, as a set of keys. */
function withStaticImports(key, into = new Set()) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, into);
  return into;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');
if (!manifest[LOGIN_ROUTE]) throw new Error(`no chunk for ${LOGIN_ROUTE}: is the route lazy?`);

const loginLoad = withStaticImports(entryKey);
withStaticImports(LOGIN_ROUTE, loginLoad);
for (const loaded of [...loginLoad]) {
  for (const key of manifest[loaded].dynamicImports ?? []) {
    if (BOOT_LANGUAGE.some((pattern) => pattern.test(key))) withStaticImports(key, loginLoad);
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);
const rows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.file.endsWith('.js'))
  .map(([key, chunk]) => ({
    key,
    file: chunk.file,
    ...sizes(chunk.file),
    login: loginLoad.has(key),
  }))
  .sort((a, b) => b.gzip - a.gzip);

console.log(`\n${'JS chunk'.padEnd(36)}  raw KB  gzip KB  login  source`);
for (const row of rows) {
  const name = row.file.replace(/^assets\//, '').padEnd(36);
  console.log(
    `${name}${kb(row.raw)} ${kb(row.gzip)}  ${row.login ? '  *  ' : '     '}  ${row.key}`,
  );
}

const files = new Set(
  [...loginLoad].map((key) => manifest[key].file).filter((f) => f.endsWith('.js')),
);
const total = [...files].reduce((sum, file) => sum + sizes(file).gzip, 0);
const allJs = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`\nAll JS: ${(allJs / 1024).toFixed(1)} KB gzip in ${rows.length} chunks`);
console.log(
  `Login first load (*): ${(total / 1024).toFixed(1)} KB gzip in ${files.size} chunks ` +
    `(budget ${BUDGET_KB} KB)`,
);
if (total > BUDGET_KB * 1024) {
  console.error(`Over budget by ${((total - BUDGET_KB * 1024) / 1024).toFixed(1)} KB`);
  process.exit(1);
}
