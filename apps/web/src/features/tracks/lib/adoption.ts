import type { Adoption } from '@vrportal/contract';
import { buildColor } from '@/lib/build-colors';

export interface AdoptionLine {
  versionCode: number;
  /** "1.3.0 (194)" */
  name: string;
  /** devices on the version at the end of each day */
  values: number[];
  /** devices on it at the end of the last day */
  latest: number;
  color: string;
}

/** The lines of the adoption chart: one per version, the newest version first. */
export function adoptionLines(adoption: Adoption): AdoptionLine[] {
  return [...adoption.versions]
    .sort((a, b) => b.versionCode - a.versionCode)
    .map((version, index) => ({
      versionCode: version.versionCode,
      name: `${version.versionName} (${version.versionCode})`,
      values: version.devices,
      latest: version.devices.at(-1) ?? 0,
      color: buildColor(index),
    }));
}

/** Whether the store reported any device on any version in the days shown. */
export const hasAdoption = (adoption: Adoption) =>
  adoption.days.length > 0 && adoption.versions.some((v) => v.devices.some((n) => n > 0));
