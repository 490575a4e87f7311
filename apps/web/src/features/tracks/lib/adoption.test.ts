import { describe, expect, it } from 'vitest';
import { adoptionLines, hasAdoption } from './adoption';

const days = ['2026-05-01', '2026-05-02', '2026-05-03'];

describe('adoption lines', () => {
  it('draws one line per version, the newest first, named by name and code', () => {
    const lines = adoptionLines({
      days,
      versions: [
        { versionCode: 193, versionName: '1.2.0', devices: [90, 80, 60] },
        { versionCode: 194, versionName: '1.3.0', devices: [0, 10, 30] },
      ],
    });
    expect(lines.map((l) => [l.name, l.latest])).toEqual([
      ['1.3.0 (194)', 30],
      ['1.2.0 (193)', 60],
    ]);
    expect(lines[0]!.values).toEqual([0, 10, 30]);
    expect(new Set(lines.map((l) => l.color)).size).toBe(2);
  });

  it('has nothing to draw without a device on any day', () => {
    expect(hasAdoption({ days: [], versions: [] })).toBe(false);
    expect(
      hasAdoption({ days, versions: [{ versionCode: 1, versionName: '1', devices: [0, 0, 0] }] }),
    ).toBe(false);
    expect(
      hasAdoption({ days, versions: [{ versionCode: 1, versionName: '1', devices: [0, 2, 0] }] }),
    ).toBe(true);
  });
});
