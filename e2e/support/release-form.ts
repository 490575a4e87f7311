import type { ReleaseFormInputBody } from '@vrportal/contract';
import { apiData } from './accounts.js';
import { png } from './asset-files.js';

/** Every field the wizard asks for, with valid values (the main store sells in RMB). */
export const COMPLETE_RELEASE = {
  vnote: { zh_CN: '首个版本。', en_US: 'The first release.' },
  devModel: 'YVR 1,YVR 2',
  forced: 0,
  name: { zh_CN: '星际前哨', en_US: 'Star Outpost' },
  abbr: 'S',
  brief: { zh_CN: '在群星之间建立前哨。', en_US: 'Build an outpost among the stars.' },
  intros: { zh_CN: '群星前哨', en_US: 'An outpost in the stars' },
  cgy: 1,
  tag: [1],
  lang: 'zh_CN,en_US',
  nMode: 2,
  gameMode: 1,
  controlMode: 1,
  developer: 'Orion Works',
  pMode: 0,
  sprice: null,
  currency: 0,
} satisfies ReleaseFormInputBody;

async function uploadPicture(
  base: string,
  token: string,
  appId: string,
  type: 1 | 2 | 3,
  cId?: string,
) {
  const form = new FormData();
  form.set('appId', appId);
  form.set('type', String(type));
  // each release owns its assets: a channel's pictures go to the channel's release
  if (cId) form.set('cId', cId);
  const picture = type === 1 ? png(512, 512) : png(1920, 1080);
  form.set('picFile', new Blob([picture], { type: 'image/png' }), 'picture.png');
  const res = await fetch(`${base}/vrmcsys/dvlper/uploadAppPic`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  const answer = (await res.json()) as { errCode: number; errMsg: string };
  if (answer.errCode !== 0) throw new Error(`uploadAppPic ${type}: ${answer.errMsg}`);
}

/**
 * Fills an app's whole release form through the API, as the wizard would: icon, wide cover and
 * one screenshot, then every field (of a business channel's form with `cId`). The app (or the
 * channel) needs its build uploaded first.
 */
export async function fillReleaseForm(base: string, token: string, appId: string, cId?: string) {
  for (const type of [1, 2, 3] as const) await uploadPicture(base, token, appId, type, cId);
  await apiData(
    base,
    cId ? '/vrmcsys/dvlper/saveAppInfoTob' : '/vrmcsys/dvlper/saveAppInfo',
    { appId, ...COMPLETE_RELEASE, ...(cId ? { cId } : {}) },
    token,
  );
}
