import type { AutoCheck, AutoCheckResult, AutoCheckSubject } from '../review/index.js';
import type { ApkInfo } from './apk.js';
import { outsideTracks } from '../builds/index.js';
import type { BuildsService, VersionRow } from '../builds/index.js';

interface Build {
  version: VersionRow;
  apk: Partial<ApkInfo>;
  /** the version online, if any */
  online: VersionRow | undefined;
}

const pass = (log: string[]): AutoCheckResult => ({ ok: true, note: { zh: '', en: '' }, log });
const noBuild: AutoCheckResult = {
  ok: false,
  note: { zh: '没有可检测的安装包', en: 'There is no build to check' },
  log: ['no build uploaded'],
};

/**
 * The build under review: the newest version of the main store (or of the business channel
 * under review) that still has its file; for a testing track, the track's build.
 */
async function buildOf(builds: BuildsService, subject: AutoCheckSubject): Promise<Build | null> {
  const channelId = subject.channel?.id ?? null;
  const all = await builds.versions(subject.appId);
  const versions = all.filter((v) => (v.channel_id ?? null) === channelId && outsideTracks(v));
  const version = subject.versionId ? all.find((v) => v.id === subject.versionId) : versions[0];
  if (!version?.blob_key) return null;
  let apk: Partial<ApkInfo> = {};
  try {
    apk = JSON.parse(version.manifest) as Partial<ApkInfo>;
  } catch {
    // an unreadable record reads as empty: the checks below then fail
  }
  const online = versions.find((v) => v.id === subject.liveVersionId);
  return { version, apk, online };
}

/** The automatic technical check's steps that look at the uploaded build. */
export function buildChecks(builds: BuildsService): AutoCheck[] {
  const withBuild =
    (run: (b: Build, pkg: string) => AutoCheckResult): AutoCheck['run'] =>
    async (subject) => {
      const build = await buildOf(builds, subject);
      return build ? run(build, subject.pkg) : noBuild;
    };

  return [
    {
      id: 'auto.build',
      name: { zh: '安装包', en: 'Build' },
      require: { zh: '已上传可解析的安装包', en: 'A readable build has been uploaded' },
      run: withBuild(({ version: v, apk }) =>
        pass([
          `file ${v.fname}: ${Number(v.size)} bytes, md5 ${v.md5}, sha256 ${v.sha256}`,
          `package ${apk.pkg}, version ${apk.versionName} (${apk.versionCode})`,
          `minSdk ${apk.minSdk ?? '-'}, targetSdk ${apk.targetSdk ?? '-'}, ABIs ${
            apk.abis?.length ? apk.abis.join(' ') : 'none'
          }`,
          `permissions: ${apk.permissions?.join(' ') || 'none'}`,
          `signer (${apk.signer?.scheme ?? '-'}): ${apk.signer?.subject ?? '-'}, certificate sha256 ${
            apk.signer?.certSha256 ?? '-'
          }`,
        ]),
      ),
    },
    {
      id: 'auto.buildPkg',
      name: { zh: '安装包包名', en: 'Package name of the build' },
      require: { zh: '安装包包名与应用包名一致', en: "The build's package is the app's package" },
      run: withBuild(({ apk }, pkg) =>
        apk.pkg === pkg
          ? pass([`build package ${apk.pkg} = app package ${pkg}`])
          : {
              ok: false,
              note: {
                zh: '安装包包名与应用不一致',
                en: "The build's package differs from the app's",
              },
              log: [`build package ${apk.pkg} != app package ${pkg}`],
            },
      ),
    },
    {
      id: 'auto.versionCode',
      name: { zh: '版本号', en: 'Version code' },
      require: {
        zh: '版本号高于线上版本',
        en: 'The version code is higher than the version online',
      },
      run: withBuild(({ version, online }) => {
        const code = Number(version.vcode);
        if (!online) return pass([`version code ${code}; no version online`]);
        const live = Number(online.vcode);
        return code > live
          ? pass([`version code ${code} > ${live} online`])
          : {
              ok: false,
              note: {
                zh: '版本号必须高于线上版本',
                en: 'The version code must be higher than the version online',
              },
              log: [`version code ${code} is not higher than ${live} online`],
            };
      }),
    },
    {
      id: 'auto.debuggable',
      name: { zh: '调试标志', en: 'Debuggable flag' },
      require: {
        zh: '安装包不可调试（android:debuggable 未开启）',
        en: 'The build is not debuggable (android:debuggable is off)',
      },
      run: withBuild(({ apk }) =>
        apk.debuggable === false
          ? pass(['android:debuggable is off'])
          : {
              ok: false,
              note: {
                zh: '安装包为可调试版本，请上传发布版本',
                en: 'The build is debuggable: upload a release build',
              },
              log: [
                apk.debuggable ? 'android:debuggable="true"' : 'the debuggable flag is unknown',
              ],
            },
      ),
    },
  ];
}
