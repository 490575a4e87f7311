/**
 * Checks that the Chinese and English texts of the web portal and of the service match: the same locale files, the same
 * keys in each file, no empty value, the same {{placeholders}} in both languages, and 您 (never 你)
 * in Chinese.
 * Run from the repository root: npx tsx scripts/check-i18n.ts (exit 1 lists the problems).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorTexts } from '../packages/contract/src/errors.js';

const ROOT = join(import.meta.dirname, '..');
const LOCALES_DIRS = ['apps/web/src/locales', 'apps/server/src/locales'];
const LOCALES = ['zh-CN', 'en-US'] as const;

type Flat = Map<string, unknown>;

function flatten(value: unknown, prefix: string, into: Flat): Flat {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    if (entries.length === 0) into.set(prefix, value);
    for (const [key, item] of entries) flatten(item, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

function placeholders(text: string): string {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');
}

const problems: string[] = [];
let count = 0;

function checkLocales(dir: string) {
  const localesDir = join(ROOT, dir);
  const files = new Map<string, Set<string>>();
  for (const locale of LOCALES) {
    let names: string[] = [];
    try {
      names = readdirSync(join(localesDir, locale)).filter((name) => name.endsWith('.json'));
    } catch {
      problems.push(`${locale}: the folder ${join(localesDir, locale)} is missing`);
    }
    files.set(locale, new Set(names));
  }

  const allFiles = new Set(LOCALES.flatMap((locale) => [...(files.get(locale) ?? [])]));
  for (const file of [...allFiles].sort()) {
    const flat = new Map<string, Flat>();
    for (const locale of LOCALES) {
      if (!files.get(locale)?.has(file)) {
        problems.push(`${dir}/${locale}/${file}: file missing (present in another language)`);
        continue;
      }
      try {
        const json: unknown = JSON.parse(readFileSync(join(localesDir, locale, file), 'utf8'));
        flat.set(locale, flatten(json, '', new Map()));
      } catch (error) {
        problems.push(`${dir}/${locale}/${file}: not valid JSON (${(error as Error).message})`);
      }
    }
    if (flat.size !== LOCALES.length) continue;

    const keys = new Set(LOCALES.flatMap((locale) => [...(flat.get(locale)?.keys() ?? [])]));
    for (const key of [...keys].sort()) {
      const values = LOCALES.map((locale) => flat.get(locale)?.get(key));
      LOCALES.forEach((locale, index) => {
        const value = values[index];
        const where = `${dir}/${locale}/${file}: ${key}`;
        if (value === undefined) problems.push(`${where}: key missing`);
        else if (typeof value !== 'string') problems.push(`${where}: not a text`);
        else if (value.trim() === '') problems.push(`${where}: empty text`);
        // the portal addresses its reader politely, one way throughout
        else if (locale === 'zh-CN' && value.includes('你')) {
          problems.push(`${where}: says 你 (the portal says 您)`);
        }
      });
      if (values.every((value) => typeof value === 'string')) {
        const [zh, en] = values as string[];
        if (placeholders(zh) !== placeholders(en)) {
          problems.push(
            `${dir}/${file}: ${key}: placeholders differ (zh-CN {${placeholders(zh)}}, en-US {${placeholders(en)}})`,
          );
        }
      }
    }
  }
  count += allFiles.size;
}

for (const dir of LOCALES_DIRS) checkLocales(dir);

// the error catalogue of the contract speaks the same way
for (const [code, texts] of Object.entries(errorTexts)) {
  if (!texts.zh.trim() || !texts.en.trim()) problems.push(`errorTexts ${code}: empty text`);
  if (texts.zh.includes('你')) problems.push(`errorTexts ${code}: says 你 (the portal says 您)`);
}

if (problems.length > 0) {
  console.error(`i18n check failed with ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `i18n check passed: ${count} file(s) in ${LOCALES.join(' and ')} match (${LOCALES_DIRS.join(', ')}).`,
);
