import { defaultHaltRule } from '@vrportal/contract';
import type { TrackEntry } from '@vrportal/contract';
import { describe, expect, it } from 'vitest';
import { buildName, highestVersionCode } from './builds';

const entry = (vcode: number | null): TrackEntry => ({
  track: 'alpha',
  build: vcode
    ? {
        versionId: `v${vcode}`,
        ver: '1.0',
        vcode,
        size: 1,
        md5: '',
        uploadedAt: '',
        obbs: 0,
        check: 'passed',
        findings: [],
      }
    : null,
  notes: { zh_CN: '', en_US: '' },
  testers: 0,
  joinedByLink: 0,
  link: null,
  updatedAt: null,
});

describe('builds of the tracks screen', () => {
  it('names a build by its version name and code', () => {
    expect(buildName({ ver: '1.3.0', vcode: 194 })).toBe('1.3.0 (194)');
  });

  it('finds the highest version code of the tracks, the live build, the rollout and the app', () => {
    expect(highestVersionCode(undefined, undefined)).toBeNull();
    const tracks = { tracks: [entry(300), entry(null), entry(12)], live: null };
    expect(highestVersionCode(tracks, undefined)).toBe(300);
    expect(
      highestVersionCode(
        { tracks: [entry(null)], live: { versionId: 'l', ver: '2', vcode: 40 } },
        {
          planned: 100,
          rollout: {
            id: 'r',
            state: 'halted',
            share: 5,
            build: { versionId: 'b', ver: '3', vcode: 41 },
            previous: { versionId: 'l', ver: '2', vcode: 40 },
            startedAt: '',
            updatedAt: '',
            history: [],
          },
          haltRule: { ...defaultHaltRule },
          adoption: { days: [], versions: [] },
          timeZone: 'UTC',
        },
      ),
    ).toBe(41);
    expect(highestVersionCode(tracks, undefined, [0, 301])).toBe(301);
  });
});
