import { stageOf, stageStatuses } from '@vrportal/contract';
import type { Lang } from '@vrportal/contract';

interface Texts {
  zh: string;
  en: string;
}
export interface StandardItem {
  id: string;
  name: Texts;
  require: Texts;
  desc: Texts;
}

/**
 * The audit standards a reviewer checks item by item: 1 automatic technical check, 2 manual
 * technical review, 3 content review. The publish review uses the content checklist's release
 * items (type 3) as its guide.
 */
export const AUDIT_STANDARDS: Record<1 | 2 | 3, StandardItem[]> = {
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
};

export function standardFor(type: 1 | 2 | 3, lang: Lang) {
  return AUDIT_STANDARDS[type].map((item) => ({
    id: item.id,
    name: item.name[lang],
    require: item.require[lang],
    desc: item.desc[lang],
  }));
}

/**
 * The standard a submission in review is shown with: the manual technical one (2) while that
 * review is queued or under way, the content one (3) through the content and publish reviews.
 */
export function standardTypeOf(status: number): 2 | 3 | null {
  const stage = stageOf(status);
  if (!stage || stage === 'auto' || status === stageStatuses[stage].failed) return null;
  return stage === 'man' ? 2 : 3;
}
