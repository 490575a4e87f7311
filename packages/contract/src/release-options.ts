/**
 * The release form's choices and limits (release document, sections 3.1, 3.3, 3.4 and 5.1-5.4):
 * languages, categories and tags, modes, ratings, currencies and prices. Zod-free, so the browser
 * offers the very choices the server accepts.
 */

/** Languages of the localised texts (name, brief, intros, vnote); zh_CN and en_US are required. */
export const RELEASE_LANGS = ['zh_CN', 'en_US', 'zh_TW', 'es', 'ru', 'ja', 'de', 'fr'] as const;
export type ReleaseLang = (typeof RELEASE_LANGS)[number];
export const REQUIRED_RELEASE_LANGS: readonly ReleaseLang[] = ['zh_CN', 'en_US'];
/** Chinese texts have the shorter limits of section 3.1. */
/** A localised text: one entry per language; an empty entry counts as absent. */
export type LocalizedText = Partial<Record<ReleaseLang, string>>;

export const releaseLimits = {
  verMin: 2,
  verMax: 32,
  nameMin: 2,
  nameMax: 80,
  /** every localised text has at least this many characters in each language given */
  textMin: 2,
  vnoteMaxChinese: 400,
  vnoteMax: 800,
  introsMaxChinese: 50,
  introsMax: 80,
  briefMax: 2000,
  allNameMax: 128,
  developerMin: 2,
  developerMax: 80,
  publisherMax: 80,
  /** operation record number (gopno) and game licence number (nrtno) */
  recordNoMax: 64,
  tagsMax: 3,
  langsMax: 3,
  screenshotsMin: 1,
  screenshotsMax: 8,
  videosMax: 2,
  /** custom prices, in hundredths of the currency unit: at most 1,000,000.00 */
  priceMax: 100_000_000,
  channelNameMin: 2,
  channelNameMax: 80,
  channelDescptMax: 100,
  businessNameMax: 80,
  /** a business's confirmation link works for this long */
  businessLinkValidDays: 7,
} as const;

export interface LabelledOption<V> {
  value: V;
  chinese: string;
  english: string;
}

/** Categories (cgy): 1 Games, 2 Apps (the values of getAppCfgInfo and of the app cards). */
export const ReleaseCategory = { games: 1, apps: 2 } as const;
export const RELEASE_CATEGORIES: readonly LabelledOption<number>[] = [
  { value: 1, chinese: '游戏', english: 'Games' },
  { value: 2, chinese: '应用', english: 'Apps' },
];

/** The ten tags (genres) of getAppTagInfo; an app's tags must belong to its category. */
export interface ReleaseTag {
  tag: number;
  chinese: string;
  english: string;
  cgy: number;
}
export const RELEASE_TAGS: readonly ReleaseTag[] = [
  { tag: 1, chinese: '射击', english: 'Shooting', cgy: 1 },
  { tag: 2, chinese: '恐怖', english: 'Horror', cgy: 1 },
  { tag: 3, chinese: '动作冒险', english: 'Action Adventure', cgy: 1 },
  { tag: 4, chinese: '角色扮演', english: 'Role-playing', cgy: 1 },
  { tag: 5, chinese: '多人', english: 'Multiplayer', cgy: 1 },
  { tag: 6, chinese: '休闲创意', english: 'Casual Creativity', cgy: 1 },
  { tag: 7, chinese: '卡通动漫', english: 'Cartoon Animation', cgy: 2 },
  { tag: 8, chinese: '影音娱乐', english: 'Audio-visual Entertainment', cgy: 2 },
  { tag: 9, chinese: '办公工具', english: 'Office Tools', cgy: 2 },
  { tag: 10, chinese: '社交网络', english: 'Social Networks', cgy: 2 },
];

/** Supported devices (devModel, comma-joined on the wire). */
export const DEV_MODELS = ['YVR 1', 'YVR 2', 'Play For Dream MR'] as const;
export const DEV_MODEL_SEPARATOR = ',';

/** gameMode is a sum of these bits. */
export const GAME_MODE_BITS: readonly LabelledOption<number>[] = [
  { value: 1, chinese: '单人', english: 'Single User' },
  { value: 2, chinese: '多人', english: 'Multiplayer' },
  { value: 4, chinese: '合作', english: 'Co-op' },
  { value: 8, chinese: '对战', english: 'PvP' },
];
/** controlMode is a sum of these bits. */
export const CONTROL_MODE_BITS: readonly LabelledOption<number>[] = [
  { value: 1, chinese: 'VR 手柄', english: 'VR Controllers' },
  { value: 2, chinese: '手势追踪', english: 'Hand Tracking' },
  { value: 4, chinese: '游戏手柄', english: 'Gamepad' },
  { value: 8, chinese: '键盘', english: 'Keyboard' },
];
/** Network mode (nMode). */
export const NetworkMode = { required: 1, notRequired: 2 } as const;
export const NETWORK_MODES: readonly LabelledOption<number>[] = [
  { value: 1, chinese: '需要联网', english: 'Internet connection required' },
  { value: 2, chinese: '无需联网', english: 'No internet connection required' },
];
/** Languages the app supports (lang, comma-joined on the wire; at most three). */
export const APP_LANGUAGES: readonly LabelledOption<string>[] = [
  { value: 'zh_CN', chinese: '简体中文', english: 'Simplified Chinese' },
  { value: 'en_US', chinese: '英语', english: 'English' },
  { value: 'zh_TW', chinese: '繁体中文', english: 'Traditional Chinese' },
  { value: 'ja', chinese: '日语', english: 'Japanese' },
  { value: 'de', chinese: '德语', english: 'German' },
  { value: 'fr', chinese: '法语', english: 'French' },
  { value: 'es', chinese: '西班牙语', english: 'Spanish' },
  { value: 'ru', chinese: '俄语', english: 'Russian' },
];
export const LANG_SEPARATOR = ',';
/** Permissions the app asks for (authority). */
export const PERMISSIONS: readonly LabelledOption<string>[] = [
  { value: 'storage', chinese: '存储', english: 'Storage' },
  { value: 'microphone', chinese: '麦克风', english: 'Microphone' },
  { value: 'location', chinese: '位置', english: 'Location' },
];
/** Age rating (ageRating): the minimum age. */
export const AGE_RATINGS: readonly number[] = [3, 7, 12, 16, 18];
/** VR comfort level (vrComfortLevel). */
export const VR_COMFORT_LEVELS: readonly LabelledOption<number>[] = [
  { value: 1, chinese: '舒适', english: 'Comfortable' },
  { value: 2, chinese: '适中', english: 'Moderate' },
  { value: 3, chinese: '强烈', english: 'Intense' },
];

/** currency: 0 RMB (CNY), 1 USD, 2 JPY. The main store sells in RMB only. */
export const Currency = { RMB: 0, USD: 1, JPY: 2 } as const;
export type CurrencyValue = (typeof Currency)[keyof typeof Currency];
export const CURRENCY_CODES: Record<CurrencyValue, 'CNY' | 'USD' | 'JPY'> = {
  0: 'CNY',
  1: 'USD',
  2: 'JPY',
};
/** Decimals a price may have: two, none for JPY. */
export const currencyDecimals = (currency: number) => (currency === Currency.JPY ? 0 : 2);
/** pMode: 0 a recommended price, 1 a custom price. */
export const PriceMode = { recommended: 0, custom: 1 } as const;
/**
 * Recommended prices (sprice with pMode 0). Prices are stored as hundredths of the currency
 * unit (cents), so "40" is 4000; null is free.
 */
export const RECOMMENDED_PRICES: readonly (number | null)[] = [null, 4000, 7000, 9000];

/** A business's link to a channel: 0 waiting for the business to confirm, 1 confirmed. */
export const BusinessLinkStatus = { waiting: 0, confirmed: 1 } as const;

/** True when a text holds more than spaces: an empty entry counts as absent. */
export const filledText = (text: string | undefined) => (text ?? '').trim().length > 0;
