import {
  FINANCE_INPUT_FIELDS,
  financeFieldRules,
  isSensitive,
  stageOf,
  stageStatuses,
} from '@vrportal/contract';
import type { FinanceInputField, Lang, ReportItem } from '@vrportal/contract';
import { t } from '../../lib/i18n.js';
import type { MessageKey } from '../../lib/i18n.js';

export interface Texts {
  zh: string;
  en: string;
}
export interface StandardItem {
  id: string;
  name: Texts;
  require: Texts;
  desc: Texts;
}

/** A checklist: 1 automatic technical check, 2 manual technical, 3 content, 4 release review. */
export type StandardType = 1 | 2 | 3 | 4;

/**
 * The audit standards a reviewer checks item by item: 1 automatic technical check, 2 manual
 * technical review, 3 content review, 4 release (publish) review, each its own checklist.
 */
export const AUDIT_STANDARDS: Record<StandardType, StandardItem[]> = {
  1: [
    {
      id: 'auto.name',
      name: { zh: '应用名称', en: 'App name' },
      require: { zh: '名称为 2 到 80 个字符', en: 'The name has 2 to 80 characters' },
      desc: { zh: '检查应用名称长度', en: 'Checks the length of the app name' },
    },
    {
      id: 'auto.pkg',
      name: { zh: '包名', en: 'Package name' },
      require: {
        zh: '包名为合法的 Android 包名（如 com.example.game）',
        en: 'The package name is a valid Android package name (such as com.example.game)',
      },
      desc: { zh: '检查包名格式', en: 'Checks the format of the package name' },
    },
    // the checks of the uploaded build (uploads/build-checks.ts)
    {
      id: 'auto.build',
      name: { zh: '安装包', en: 'Build' },
      require: { zh: '已上传可解析的安装包', en: 'A readable build has been uploaded' },
      desc: {
        zh: '读取安装包的清单、签名与文件摘要',
        en: "Reads the build's manifest, signature and file digests",
      },
    },
    {
      id: 'auto.buildPkg',
      name: { zh: '安装包包名', en: 'Package name of the build' },
      require: { zh: '安装包包名与应用包名一致', en: "The build's package is the app's package" },
      desc: {
        zh: '比较安装包清单中的包名与应用包名',
        en: "Compares the package in the build's manifest with the app's",
      },
    },
    {
      id: 'auto.versionCode',
      name: { zh: '版本号', en: 'Version code' },
      require: {
        zh: '版本号高于线上版本',
        en: 'The version code is higher than the version online',
      },
      desc: {
        zh: '比较安装包版本号与线上版本的版本号',
        en: "Compares the build's version code with the one online",
      },
    },
    {
      id: 'auto.debuggable',
      name: { zh: '调试标志', en: 'Debuggable flag' },
      require: {
        zh: '安装包不可调试（android:debuggable 未开启）',
        en: 'The build is not debuggable (android:debuggable is off)',
      },
      desc: {
        zh: '检查安装包清单中的调试标志',
        en: "Checks the debuggable flag in the build's manifest",
      },
    },
  ],
  2: [
    {
      id: 'man.launch',
      name: { zh: '启动与退出', en: 'Launch and exit' },
      require: {
        zh: '应用在 10 秒内启动，可通过系统菜单正常退出',
        en: 'The app starts within 10 seconds and exits cleanly from the system menu',
      },
      desc: { zh: '在设备上冷启动三次', en: 'Cold-started three times on the headset' },
    },
    {
      id: 'man.performance',
      name: { zh: '帧率与性能', en: 'Frame rate and performance' },
      require: {
        zh: '常规场景下帧率不低于 72 FPS，无明显卡顿',
        en: 'At least 72 FPS in normal scenes, with no visible stutter',
      },
      desc: {
        zh: '使用性能面板观察 10 分钟',
        en: 'Watched with the performance overlay for 10 minutes',
      },
    },
    {
      id: 'man.controls',
      name: { zh: '交互与手柄', en: 'Controls' },
      require: {
        zh: '声明的操控方式（手柄、手势）均可正常使用',
        en: 'Every declared control mode (controllers, hand tracking) works',
      },
      desc: { zh: '逐一验证声明的操控方式', en: 'Each declared control mode is tried' },
    },
    {
      id: 'man.stability',
      name: { zh: '稳定性', en: 'Stability' },
      require: {
        zh: '30 分钟内无崩溃、无黑屏、无无响应',
        en: 'No crash, black screen or freeze within 30 minutes',
      },
      desc: { zh: '连续游玩 30 分钟', en: 'Played for 30 minutes without a break' },
    },
  ],
  3: [
    {
      id: 'content.legal',
      name: { zh: '内容合规', en: 'Lawful content' },
      require: {
        zh: '不含政治、色情、暴力、仇恨、赌博等禁止内容',
        en: 'No prohibited content such as politics, pornography, violence, hate or gambling',
      },
      desc: { zh: '对照内容政策清单检查', en: 'Checked against the content policy list' },
    },
    {
      id: 'content.materials',
      name: { zh: '商店素材', en: 'Store materials' },
      require: {
        zh: '图标、封面、截图与视频真实反映应用内容',
        en: 'Icon, covers, screenshots and trailers show the app truthfully',
      },
      desc: { zh: '对比素材与实际画面', en: 'Materials compared with what the app shows' },
    },
    {
      id: 'content.text',
      name: { zh: '文字说明', en: 'Descriptions' },
      require: {
        zh: '中英文名称与简介准确、无错别字、无夸大宣传',
        en: 'Names and descriptions in both languages are accurate, without typos or overclaiming',
      },
      desc: { zh: '逐项阅读中英文文案', en: 'Every text read in both languages' },
    },
    {
      id: 'content.rating',
      name: { zh: '年龄分级与舒适度', en: 'Age rating and comfort' },
      require: {
        zh: '年龄分级与舒适度标注与实际体验一致',
        en: 'The age rating and comfort level match the experience',
      },
      desc: { zh: '体验后核对分级', en: 'Checked after playing' },
    },
  ],
  // the release review: what the store will sell and show, once content has passed
  4: [
    {
      id: 'publish.build',
      name: { zh: '发布版本', en: 'Release build' },
      require: {
        zh: '发布的安装包与 OBB 即通过技术审核的版本，版本号与更新说明一致',
        en: 'The APK and OBBs released are the build that passed the technical review, with a matching version and release note',
      },
      desc: {
        zh: '下载安装包，核对版本号、文件摘要与线上版本的差异',
        en: 'Build downloaded; version, file digests and changes since the live build checked',
      },
    },
    {
      id: 'publish.price',
      name: { zh: '价格与币种', en: 'Price and currency' },
      require: {
        zh: '售价、划线价与币种符合定价规则，免费或付费与开发者声明一致',
        en: 'Price, marked price and currency follow the pricing rules; free or paid as the developer declared',
      },
      desc: { zh: '核对定价与渠道币种', en: "Pricing checked against the channel's currency" },
    },
    {
      id: 'publish.listing',
      name: { zh: '商店信息', en: 'Store listing' },
      require: {
        zh: '分类、标签、语言、设备、网络模式与权限声明完整且与应用一致',
        en: 'Category, tags, languages, headsets, network mode and permissions are complete and match the app',
      },
      desc: {
        zh: '对照商店展示逐项核对，并查看与线上版本相比的变更',
        en: 'Each field checked as the store shows it, with the changes since the live version',
      },
    },
    {
      id: 'publish.licences',
      name: { zh: '资质文件', en: 'Licences and documents' },
      require: {
        zh: '开发商、发行商、软著与版号（游戏）等资质文件有效且名称一致',
        en: 'Developer, publisher, software copyright and, for games, the licence numbers are valid and match',
      },
      desc: { zh: '打开每份文件核对', en: 'Every document opened and checked' },
    },
  ],
};

/** The checklist of each stage a reviewer decides. */
export const STAGE_STANDARD = { man: 2, content: 3, publish: 4 } as const;

export function standardFor(type: StandardType, lang: Lang) {
  return AUDIT_STANDARDS[type].map((item) => ({
    id: item.id,
    name: item.name[lang],
    require: item.require[lang],
    desc: item.desc[lang],
  }));
}

/**
 * The standard a submission in review is shown with: the checklist of the stage queued or
 * under way (manual technical 2, content 3, release 4).
 */
export function standardTypeOf(status: number): 2 | 3 | 4 | null {
  const stage = stageOf(status);
  if (!stage || stage === 'auto' || status === stageStatuses[stage].failed) return null;
  return STAGE_STANDARD[stage];
}

// ---- report lines --------------------------------------------------------------------------

/** The texts of one report line in the reader's language. */
interface LineTexts {
  name: string;
  require: string;
  desc: string;
}

/**
 * An audit report line as stored: the catalogue item it reports on, its result and the
 * reviewer's note. The texts come from the catalogue when the report is read, in the reader's
 * language; older rows hold texts instead of an id, and are matched to the catalogue then.
 */
export interface StoredReportItem {
  /** a standard item (auto.*, man.*, content.*) or a payment information field (finance.*) */
  id?: string;
  status: number;
  /** the reviewer's note, kept as written */
  note?: string;
  /** a note the automatic check wrote, in both languages */
  noteText?: Texts;
  /** an automatic check's own texts, for a check the catalogue does not list (yet) */
  text?: { name: Texts; require: Texts };
  /** texts of rows written before lines kept an id: one language, both joined by " / ", or a key */
  name?: string;
  require?: string;
  desc?: string;
}

const STANDARD_BY_ID = new Map(
  Object.values(AUDIT_STANDARDS)
    .flat()
    .map((item) => [item.id, item] as const),
);

/**
 * Item names the demo seed wrote before its lines came from the catalogue, which match no
 * standard item by name.
 */
const LEGACY_NAMES: Record<string, string> = {
  'release materials': 'content.rating',
  发布材料: 'content.rating',
};

/** What stands in for the texts of a line no catalogue item matches (older rows only). */
const UNLISTED: { require: Texts; desc: Texts } = {
  require: { zh: '符合审核标准', en: 'Meets the audit standard' },
  desc: { zh: '审核员按审核标准检查', en: 'Checked by the reviewer against the audit standard' },
};
const AUTO_DESC: Texts = { zh: '自动技术检测', en: 'Checked by the automatic technical check' };

const FINANCE_PREFIX = 'finance.';
const isFinanceField = (field: string): field is FinanceInputField =>
  (FINANCE_INPUT_FIELDS as readonly string[]).includes(field);

/** The report line id of a payment information field. */
export const financeItemId = (field: FinanceInputField) => `${FINANCE_PREFIX}${field}`;

function financeLine(field: FinanceInputField, lang: Lang): LineTexts {
  const rule = financeFieldRules[field];
  const require =
    t(lang, rule.required ? 'finance.require.required' : 'finance.require.optional', {
      max: rule.max,
    }) + (isSensitive(field) ? t(lang, 'finance.require.encrypted') : '');
  return {
    name: t(lang, `finance.field.${field}` as MessageKey),
    require,
    desc: t(lang, `finance.desc.${rule.section}` as MessageKey),
  };
}

/** The catalogue texts of a line id in a language; null for an id no catalogue lists. */
export function catalogueLine(id: string, lang: Lang): LineTexts | null {
  const item = STANDARD_BY_ID.get(id);
  if (item) return { name: item.name[lang], require: item.require[lang], desc: item.desc[lang] };
  const field = id.startsWith(FINANCE_PREFIX) ? id.slice(FINANCE_PREFIX.length) : '';
  return isFinanceField(field) ? financeLine(field, lang) : null;
}

const normalise = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Standard items by their name in either language, per standard type. */
const BY_NAME = new Map<string, { id: string; type: StandardType }>();
for (const [type, items] of Object.entries(AUDIT_STANDARDS)) {
  for (const item of items) {
    for (const name of [item.name.zh, item.name.en]) {
      BY_NAME.set(normalise(name), { id: item.id, type: Number(type) as StandardType });
    }
  }
}

/**
 * The standard item a reviewer's line names, by its name in either language, among the
 * checklists of `types`; null when none matches.
 */
export function standardIdByName(name: string, types: readonly StandardType[]): string | null {
  const found = BY_NAME.get(normalise(name));
  return found && types.includes(found.type) ? found.id : null;
}

const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** The halves of a text written in both languages as "中文 / English" or the other way round. */
function halves(text: string): Texts | null {
  const parts = text.split(' / ');
  if (parts.length !== 2) return null;
  const zh = parts.find((p) => CJK.test(p));
  const en = parts.find((p) => !CJK.test(p));
  return zh && en ? { zh: zh.trim(), en: en.trim() } : null;
}

/** The catalogue id of a line stored before lines kept one. */
function legacyId(item: StoredReportItem): string | null {
  // automatic checks kept their id in desc, payment lines their field
  if (item.desc && STANDARD_BY_ID.has(item.desc)) return item.desc;
  if (item.desc && isFinanceField(item.desc)) return financeItemId(item.desc);
  const name = item.name ?? '';
  const both = halves(name);
  for (const candidate of both ? [both.en, both.zh] : [name]) {
    const id = standardIdByName(candidate, [1, 2, 3, 4]) ?? LEGACY_NAMES[normalise(candidate)];
    if (id) return id;
  }
  return null;
}

/** The reader's half of a text written as "中文 / English"; the text itself otherwise. */
export function readerHalf(text: string, lang: Lang): string {
  return halves(text)?.[lang] ?? text;
}

/** A message key (auto.pkg) is no text a reader should see. */
const KEY_LIKE = /^[a-z]+([.][a-zA-Z0-9_]+)+$/;

/** The reader's half of an older row's text; '' for a key. */
function pickWritten(text: string | undefined, lang: Lang): string {
  const value = text ?? '';
  if (KEY_LIKE.test(value)) return '';
  return halves(value)?.[lang] ?? value;
}

/** One stored line as the reader reads it: catalogue texts in the reader's language. */
export function localiseReportItem(item: StoredReportItem, lang: Lang): ReportItem {
  const id = item.id ?? legacyId(item);
  const automatic = id?.startsWith('auto.') ?? false;
  const line: LineTexts =
    (id ? catalogueLine(id, lang) : null) ??
    (item.text
      ? { name: item.text.name[lang], require: item.text.require[lang], desc: AUTO_DESC[lang] }
      : {
          name: pickWritten(item.name, lang),
          require: pickWritten(item.require, lang) || UNLISTED.require[lang],
          desc: pickWritten(item.desc, lang) || UNLISTED.desc[lang],
        });
  const note = item.note ?? '';
  return {
    ...line,
    status: item.status,
    // the automatic check's notes are the service's own words, a reviewer's are kept as written
    note: item.noteText ? item.noteText[lang] : automatic ? pickWritten(note, lang) : note,
  };
}

/** A stored report's lines in the reader's language. */
export function localiseReport(items: readonly StoredReportItem[], lang: Lang): ReportItem[] {
  return items.map((item) => localiseReportItem(item, lang));
}
