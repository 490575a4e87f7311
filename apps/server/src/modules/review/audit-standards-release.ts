// The release review's checklist (standard 4): what the store will sell and show.
import type { StandardItem } from './audit-standards.js';

/** Standard 4, the release review: what the store will sell and show, once content has passed. */
export const RELEASE_STANDARD: StandardItem[] = [
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
];
