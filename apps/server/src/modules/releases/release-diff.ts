import type { ReleaseDiff } from '@vrportal/contract';
import type { ReleaseBuild } from '../uploads/index.js';

function change<T>(from: T | null | undefined, to: T | null | undefined) {
  const a = from ?? null;
  const b = to ?? null;
  return { from: a, to: b, changed: a !== b };
}

function setDiff(from: readonly string[] = [], to: readonly string[] = []) {
  return {
    added: to.filter((x) => !from.includes(x)).sort(),
    removed: from.filter((x) => !to.includes(x)).sort(),
  };
}

const summary = (b: ReleaseBuild | null) =>
  b
    ? {
        ver: b.version.ver,
        vcode: Number(b.version.vcode),
        fname: b.version.fname ?? '',
        size: Number(b.version.size),
        time: b.version.created_at,
      }
    : null;

/**
 * What the draft build changes against the live build of the same channel, read from what the
 * APK reader recorded of each. A new signing certificate, or a version code that does not grow,
 * is a high risk: devices cannot update to such a build.
 */
export function releaseDiff(draft: ReleaseBuild | null, live: ReleaseBuild | null): ReleaseDiff {
  const d = draft?.apk;
  const l = live?.apk;
  const draftSize = draft ? Number(draft.version.size) : null;
  const liveSize = live ? Number(live.version.size) : null;
  const diff: ReleaseDiff = {
    draft: summary(draft),
    live: summary(live),
    // each change reads from the live build to the draft
    versionCode: change(
      live ? Number(live.version.vcode) : null,
      draft ? Number(draft.version.vcode) : null,
    ),
    versionName: change(live?.version.ver, draft?.version.ver),
    minSdk: change(l?.minSdk, d?.minSdk),
    targetSdk: change(l?.targetSdk, d?.targetSdk),
    size: {
      ...change(liveSize, draftSize),
      delta: draftSize !== null && liveSize !== null ? draftSize - liveSize : 0,
    },
    permissions: draft ? setDiff(l?.permissions, d?.permissions) : { added: [], removed: [] },
    abis: draft ? setDiff(l?.abis, d?.abis) : { added: [], removed: [] },
    signer: change(l?.signer?.certSha256, d?.signer?.certSha256),
    risks: [],
    highRisk: false,
  };
  if (draft && live) {
    const risks: string[] = [];
    if (diff.signer.from && diff.signer.to && diff.signer.changed) risks.push('signerChanged');
    if (Number(draft.version.vcode) <= Number(live.version.vcode)) {
      risks.push('versionCodeNotHigher');
    }
    if (diff.permissions.added.length) risks.push('permissionsAdded');
    if (diff.abis.removed.length) risks.push('abisRemoved');
    if ((d?.minSdk ?? 0) > (l?.minSdk ?? 0) && l?.minSdk) risks.push('minSdkRaised');
    if (d?.targetSdk && l?.targetSdk && d.targetSdk < l.targetSdk) risks.push('targetSdkLowered');
    diff.risks = risks;
    diff.highRisk = risks.includes('signerChanged') || risks.includes('versionCodeNotHigher');
  }
  return diff;
}
