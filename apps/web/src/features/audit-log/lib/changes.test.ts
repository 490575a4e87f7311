import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@vrportal/contract';
import type en from '../../../locales/en-US/audit.json';
import { changeText, fieldLabel, LABELLED_FIELDS, valueText } from './changes';
import { entryView, namesOf } from './entry-view';
import type { AuditText } from './texts';

/** The screen's text function over a catalogue, as i18next reads it ({{name}} filled in). */
function textOf(catalogue: unknown): AuditText {
  return (key, vars = {}) => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
    if (typeof text !== 'string') throw new Error(`no text ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));
  };
}

// both catalogues, as the screen loads them
const catalogues = import.meta.glob<typeof en>('../../../locales/*/audit.json', {
  eager: true,
  import: 'default',
});
const enTexts = catalogues['../../../locales/en-US/audit.json']!;
const zhTexts = catalogues['../../../locales/zh-CN/audit.json']!;
const tEn = textOf(enTexts);
const tZh = textOf(zhTexts);
const chess = 'c'.repeat(32);
const miner = 'm'.repeat(32);
const names = namesOf(
  [{ accountId: 'acc-dev', account: 'dev@example.com' }],
  [{ id: chess, name: 'Galaxy Chess' }],
);

describe('the changes of an entry', () => {
  it("names the organisation's two-step requirement and its two states", () => {
    const change = { field: 'requireTwoStep', before: 'false', after: 'true' };
    expect(changeText(change, tEn)).toBe('Two-step sign-in: Not required → Required');
    expect(changeText(change, tZh)).toBe('两步验证：不要求 → 必须开启');
  });

  it('reads "field: before → after" in each language, "—" for a side without a value', () => {
    const change = { field: 'bankName', before: 'HSBC', after: 'Bank of China' };
    expect(changeText(change, tEn)).toBe('Bank name: HSBC → Bank of China');
    expect(changeText(change, tZh)).toBe('银行名称：HSBC → Bank of China');
    expect(changeText({ field: 'cardNo', before: null, after: '****9001' }, tEn)).toBe(
      'Account number: — → ****9001',
    );
    expect(changeText({ field: 'role', before: 'developer', after: null }, tEn)).toBe(
      'Role: Developer → —',
    );
  });

  it('names roles and the apps a member reaches in the reader language', () => {
    const change = { field: 'role', before: 'developer', after: 'analyst' };
    expect(changeText(change, tEn)).toBe('Role: Developer → Analyst');
    expect(changeText(change, tZh)).toBe('角色：开发者 → 数据分析师');
    const apps = { field: 'apps', before: 'all', after: `${chess},${miner}` };
    expect(changeText(apps, tEn, names)).toBe(`Apps: All apps → Galaxy Chess, ${miner}`);
    expect(changeText(apps, tZh, names)).toBe(`应用范围：全部应用 → Galaxy Chess、${miner}`);
  });

  it('keeps a field or a value it has no text for as written', () => {
    expect(fieldLabel('somethingNew', tEn)).toBe('somethingNew');
    expect(valueText('role', 'superhero', tEn)).toBe('superhero');
    expect(valueText('orgName', '', tEn)).toBe('—');
  });

  it('has a label for every field it names, in both languages, and names every label', () => {
    expect(new Set(Object.keys(enTexts.fields))).toEqual(LABELLED_FIELDS);
    expect(new Set(Object.keys(zhTexts.fields))).toEqual(LABELLED_FIELDS);
  });
});

describe('an entry as the table shows it', () => {
  const entry: AuditEntry = {
    id: 'e1',
    at: '2026-03-05T02:30:15.000Z',
    accountId: 'acc-owner',
    account: 'owner@example.com',
    action: 'setRole',
    appId: chess,
    target: 'acc-dev',
    address: '203.0.113.9',
    changes: [{ field: 'role', before: 'developer', after: 'analyst' }],
  };

  it('names the action, the app and a member target, with the time and its zone', () => {
    const view = entryView(entry, 'en', tEn, names);
    expect(view).toMatchObject({
      member: 'owner@example.com',
      action: "Changed a member's role",
      app: 'Galaxy Chess',
      target: 'dev@example.com',
      address: '203.0.113.9',
      changes: ['Role: Developer → Analyst'],
    });
    expect(view.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:15 \([\w/+-]+\)$/);
    expect(entryView(entry, 'zh', tZh, names).action).toBe('更改成员角色');
  });

  it('shows ids it cannot name as they are, and "—" for what the entry lacks', () => {
    const bare = { ...entry, appId: miner, target: 'inv-1', changes: [] };
    expect(entryView(bare, 'en', tEn, names)).toMatchObject({
      app: miner,
      target: 'inv-1',
      changes: [],
    });
    const none = { ...entry, appId: null, target: null, address: '', action: 'futureCall' };
    expect(entryView(none, 'zh', tZh)).toMatchObject({
      app: '—',
      target: '—',
      address: '—',
      action: '其他操作',
    });
  });
});
