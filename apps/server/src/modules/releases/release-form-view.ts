// The release form as the wizard reads it, built from a draft, its build and the assets.
import {
  CONTROL_MODE_BITS,
  Currency,
  DEV_MODEL_SEPARATOR,
  DocType,
  GAME_MODE_BITS,
  UploadFileType,
  bitsOf,
  missingReleaseFields,
  splitList,
} from '@vrportal/contract';
import type { AppAssets, ReleaseForm, ReleaseFormInput } from '@vrportal/contract';
import type { ReleaseBuild } from '../uploads/index.js';
import type { Scope } from './release-context.js';

/** The release form as the wizard reads it: the draft, the draft build and the app's assets. */
export function formView(
  s: Scope,
  v: ReleaseFormInput,
  draftTime: string,
  build: ReleaseBuild | null,
  assets: AppAssets,
): Omit<ReleaseForm, 'maxVcode'> {
  const obb = (type: number) => build?.obbs.find((o) => o.type === type);
  const main = obb(UploadFileType.mainObb);
  const patch = obb(UploadFileType.patchObb);
  const version = build?.version;
  const form: Omit<ReleaseForm, 'missing' | 'maxVcode'> = {
    appId: s.app.id,
    cId: s.channel?.id ?? '',
    status: s.channel ? s.channel.status : s.app.status,
    pkg: s.app.pkg,
    ver: version?.ver ?? '',
    vcode: version ? Number(version.vcode) : 0,
    fname: version?.fname ?? '',
    size: version ? Number(version.size) : 0,
    md5: version?.md5 ?? '',
    apkFileName: version?.fname ?? '',
    apkSize: version ? Number(version.size) : 0,
    obbFileName: main?.fname ?? '',
    obbSize: main ? Number(main.size) : 0,
    patchObbFileName: patch?.fname ?? '',
    patchObbSize: patch ? Number(patch.size) : 0,
    apkObbFileInfo: version
      ? [
          {
            type: UploadFileType.apk,
            fname: version.fname ?? '',
            size: Number(version.size),
            md5: version.md5,
          },
          ...(build?.obbs ?? []).map((o) => ({
            type: o.type,
            fname: o.fname ?? '',
            size: Number(o.size),
            md5: o.md5,
          })),
        ]
      : [],
    vnote: v.vnote ?? {},
    devModel: v.devModel ?? '',
    devModelCopy: splitList(v.devModel, DEV_MODEL_SEPARATOR),
    forced: v.forced ?? 0,
    name: v.name ?? {},
    abbr: v.abbr ?? '',
    brief: v.brief ?? {},
    intros: v.intros ?? {},
    allName: v.allName ?? '',
    cgy: v.cgy ?? null,
    tag: [...(v.tag ?? [])],
    lang: v.lang ?? '',
    authority: [...(v.authority ?? [])],
    nMode: v.nMode ?? null,
    gMode: v.gameMode ?? null,
    gameMode: v.gameMode ?? null,
    controlMode: v.controlMode ?? null,
    gameModeList: bitsOf(v.gameMode, GAME_MODE_BITS),
    controlModeList: bitsOf(v.controlMode, CONTROL_MODE_BITS),
    ageRating: v.ageRating ?? null,
    vrComfortLevel: v.vrComfortLevel ?? null,
    developer: v.developer ?? '',
    publisher: v.publisher ?? '',
    gopno: v.gopno ?? '',
    nrtno: v.nrtno ?? '',
    scrdoc: assets.docs.find((d) => d.type === DocType.softwareCopyright)?.url ?? '',
    scover: assets.scover,
    rcover: assets.rcover,
    pics: assets.pics,
    vedios: assets.vedios,
    pMode: v.pMode ?? null,
    sprice: v.sprice ?? null,
    bprice: v.bprice ?? null,
    currency: v.currency ?? Currency.RMB,
    draftTime,
  };
  return { ...form, missing: missingReleaseFields(form) };
}
