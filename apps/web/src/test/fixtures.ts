// Answers of the API the page tests share, typed by the contract: an app and its release form.
import {
  AppStatus,
  Currency,
  type AppReleaseDetail,
  type ReleaseForm,
  type ReleaseLang,
} from '@vrportal/contract';

/** The app of the page tests (an App ID is 32 hex digits). */
export const APP_ID = '5f0c3a9e12b84d7fa6e0c1d2b3a49587';
export const APP_NAME = 'Starfall Odyssey';

/** Text in the two store languages. */
export const bothLangs = (zh: string, en: string): Partial<Record<ReleaseLang, string>> => ({
  zh_CN: zh,
  en_US: en,
});

/**
 * A saved draft of the main store's release: its build uploaded, its description written, the
 * other steps still open.
 */
export function releaseForm(overrides: Partial<ReleaseForm> = {}): ReleaseForm {
  return {
    appId: APP_ID,
    cId: '',
    status: AppStatus.draft,
    pkg: 'com.nebula.starfall',
    ver: '1.2.0',
    vcode: 120,
    maxVcode: 120,
    fname: 'starfall-1.2.0.apk',
    size: 52_428_800,
    md5: '9e107d9d372bb6826bd81d3542a419d6',
    apkFileName: 'starfall-1.2.0.apk',
    apkSize: 52_428_800,
    obbFileName: '',
    obbSize: 0,
    patchObbFileName: '',
    patchObbSize: 0,
    apkObbFileInfo: [],
    vnote: bothLangs('修复了已知问题', 'Fixes known problems'),
    devModel: 'YVR 2',
    devModelCopy: ['YVR 2'],
    forced: 0,
    name: bothLangs('星落奥德赛', APP_NAME),
    abbr: 'S',
    brief: bothLangs(
      '在坠落的星辰间航行，寻找回家的路。',
      'Sail between falling stars to find your way home.',
    ),
    intros: bothLangs('星海中的一次冒险', 'An adventure across a sea of stars'),
    allName: 'Starfall Odyssey: Voyage Home',
    cgy: null,
    tag: [],
    lang: '',
    authority: [],
    nMode: null,
    gMode: null,
    gameMode: null,
    controlMode: null,
    gameModeList: [],
    controlModeList: [],
    ageRating: null,
    vrComfortLevel: null,
    developer: '',
    publisher: '',
    gopno: '',
    nrtno: '',
    scrdoc: '',
    scover: '',
    rcover: '',
    pics: [],
    vedios: [],
    pMode: null,
    sprice: null,
    bprice: null,
    currency: Currency.RMB,
    missing: ['cgy', 'developer', 'scover', 'rcover', 'pics', 'pMode'],
    draftTime: '2026-05-20T08:30:00.000Z',
    ...overrides,
  };
}

/** getAppDetailInfo: the app as its center shows it, with the main store's release form. */
export function appDetail(overrides: Partial<AppReleaseDetail> = {}): AppReleaseDetail {
  const step = { state: 'wait' as const, time: '' };
  return {
    id: APP_ID,
    name: APP_NAME,
    pkg: 'com.nebula.starfall',
    time: '2026-05-20T08:30:00.000Z',
    scover: '',
    rcover: '',
    status: AppStatus.draft,
    hasShelves: 0,
    live: 0,
    superAccount: 0,
    cgy: 1,
    appSecret: '',
    ver: '',
    vcode: 0,
    reviewVer: '',
    reviewVcode: 0,
    checkCode: 0,
    steps: { tech: step, content: step, publish: step },
    failedAudit: null,
    submitTime: '',
    releaseAt: '',
    timeZone: 'Asia/Shanghai',
    form: releaseForm(),
    ...overrides,
  };
}
