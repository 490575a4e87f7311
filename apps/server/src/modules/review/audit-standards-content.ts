// The content review's checklist (standard 3): what the app shows and how it is rated.
import type { StandardItem } from './audit-standards.js';

/** Standard 3: what the content reviewer checks of what the app shows. */
export const CONTENT_STANDARD: StandardItem[] = [
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
];
