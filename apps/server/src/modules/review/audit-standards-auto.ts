// The automatic technical check's checklist (standard 1): what it checks of a build and its form.
import type { StandardItem } from './audit-standards.js';

/** Standard 1: what the automatic technical check checks of a build. */
export const AUTO_CHECK_STANDARD: StandardItem[] = [
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
];
