import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', {
  eager: true,
});

function flatten(value: unknown, prefix = '', into = new Map<string, string>()) {
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      flatten(item, prefix ? `${prefix}.${key}` : key, into);
    }
  } else if (typeof value === 'string') {
    into.set(prefix, value);
  }
  return into;
}

function catalogue(lang: 'zh-CN' | 'en-US', ns: string) {
  const file = files[`../locales/${lang}/${ns}.json`];
  if (!file) throw new Error(`no ${lang}/${ns}.json`);
  return flatten(file.default);
}

const namespaces = [
  ...new Set(Object.keys(files).map((path) => /\/([\w-]+)\.json$/.exec(path)?.[1] ?? '')),
].filter(Boolean);

/** Toasts (message.success / error ...) of the screens, by catalogue and key. */
const TOASTS: [string, string][] = [
  ['upload', 'cancel.notTold'],
  ['apps', 'center.overview.copied'],
  ['apps', 'center.overview.copyFailed'],
  ['apps', 'create.created'],
  ['apps', 'list.deleted'],
  ['apps', 'list.deleteFailed'],
  ['platform', 'form.saved'],
  ['platform', 'delete.done'],
  ['platform', 'list.noSelection'],
  ['platform', 'submit.done'],
  ['platform', 'entries.removed'],
  ['security', 'twoStep.copied'],
  ['security', 'twoStep.copyFailed'],
  ['security', 'twoStep.turnedOff'],
  ['release', 'config.added'],
  ['release', 'config.unlinked'],
  ['release', 'assets.tooBig'],
  ['release', 'assets.wrongType'],
  ['release', 'assets.uploaded'],
  ['release', 'assets.deleted'],
  ['release', 'build.uploaded'],
  ['release', 'channels.created'],
  ['release', 'channels.deleted'],
  ['release', 'wizard.saved'],
  ['release', 'wizard.fixFields'],
  ['bills', 'card.exportOk'],
  ['bills', 'card.exportFailed'],
  ['bills', 'upload.sent'],
  ['bills', 'upload.failed'],
  ['bills', 'verify.success'],
  ['audit', 'export.done'],
  ['audit', 'export.failed'],
  ['common', 'download.done'],
  ['common', 'download.failed'],
  ['common', 'errors.network'],
];

describe('catalogue style', () => {
  it.each(namespaces)('%s: Chinese says 您 and uses full-width colons', (ns) => {
    for (const [key, text] of catalogue('zh-CN', ns)) {
      expect(text, key).not.toContain('你');
      // an ASCII colon only inside ratios such as 16:9, times such as 10:30 and Android
      // manifest attributes such as android:debuggable, which are quoted as the build has them
      expect(text.replace(/\d:\d|android:[a-zA-Z]/g, ''), key).not.toContain(':');
    }
  });

  it.each(namespaces)('%s: a label with a colon has one in both languages', (ns) => {
    const zh = catalogue('zh-CN', ns);
    for (const [key, en] of catalogue('en-US', ns)) {
      if (en.endsWith(':')) expect(zh.get(key), key).toMatch(/：$/);
    }
  });

  it('gives the guidelines their labels with the colon of the language', () => {
    for (const key of ['center.guide.require', 'center.guide.how']) {
      expect(catalogue('en-US', 'apps').get(key)).toMatch(/\S:$/);
      expect(catalogue('zh-CN', 'apps').get(key)).toMatch(/\S：$/);
    }
  });

  it.each(TOASTS)('%s %s: the English toast starts with a capital', (ns, key) => {
    const text = catalogue('en-US', ns).get(key);
    expect(text, key).toBeDefined();
    const start = text!.replace(/^[“"'‘]/, '');
    // a toast opening with a value ({{name}}) starts with that value's own capital
    if (!start.startsWith('{{')) expect(start[0], key).toMatch(/[A-Z0-9]/);
  });
});
