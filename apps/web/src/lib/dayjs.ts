/**
 * The portal's dayjs, in the page's language: every screen takes dayjs from here, so that dayjs
 * and its Chinese locale load with the first screen that shows a date, not with the sign-in page.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { currentLang } from './lang';

// outside a browser (unit tests) there is no page language: English, dayjs's own
if (typeof window !== 'undefined') dayjs.locale(currentLang() === 'zh' ? 'zh-cn' : 'en');

export default dayjs;
export type { Dayjs } from 'dayjs';
