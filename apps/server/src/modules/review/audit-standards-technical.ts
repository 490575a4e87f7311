// The manual technical review's checklist (standard 2): how the build runs on a headset.
import type { StandardItem } from './audit-standards.js';

/** Standard 2: what the technical reviewer checks on a headset. */
export const TECHNICAL_STANDARD: StandardItem[] = [
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
];
