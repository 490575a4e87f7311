import { appNameProblem, pkgProblem } from '@vrportal/contract';
import type { Texts } from '../notifications/index.js';

/** What an automatic check sees of the submission. */
export interface AutoCheckSubject {
  appId: string;
  name: string;
  pkg: string;
  /** the version online where the release is reviewed (the store's or the channel's), if any */
  liveVersionId: string | null;
  /** a business channel's release; absent for the main store */
  channel?: { id: string } | undefined;
  /** a testing track's build, checked itself rather than the release's newest build */
  versionId?: string | undefined;
}

export interface AutoCheckResult {
  ok: boolean;
  note: Texts;
  /** lines for the technical log the developer downloads */
  log: string[];
}

/**
 * One step of the automatic technical check (the auto stage). The pipeline runs every check and
 * fails the stage when any fails; builds add their own checks (package, version, signature).
 */
export interface AutoCheck {
  /** the audit-standard item it reports on */
  id: string;
  name: Texts;
  require: Texts;
  run(subject: AutoCheckSubject): Promise<AutoCheckResult>;
}

export const nameCheck: AutoCheck = {
  id: 'auto.name',
  name: { zh: '应用名称', en: 'App name' },
  require: { zh: '名称为 2 到 80 个字符', en: 'The name has 2 to 80 characters' },
  async run({ name }) {
    const problem = appNameProblem(name);
    return problem
      ? {
          ok: false,
          note: { zh: '应用名称长度不符合要求', en: 'The app name has the wrong length' },
          log: [`name "${name}": ${problem}`],
        }
      : { ok: true, note: { zh: '', en: '' }, log: [`name "${name}": ok`] };
  },
};

export const pkgCheck: AutoCheck = {
  id: 'auto.pkg',
  name: { zh: '包名', en: 'Package name' },
  require: {
    zh: '包名为合法的 Android 包名（如 com.example.game）',
    en: 'The package name is a valid Android package name (such as com.example.game)',
  },
  async run({ pkg }) {
    const problem = pkgProblem(pkg);
    return problem
      ? {
          ok: false,
          note: { zh: '包名格式不正确', en: 'The package name is malformed' },
          log: [`pkg "${pkg}": ${problem}`],
        }
      : { ok: true, note: { zh: '', en: '' }, log: [`pkg "${pkg}": ok`] };
  },
};

export const defaultAutoChecks: AutoCheck[] = [nameCheck, pkgCheck];
