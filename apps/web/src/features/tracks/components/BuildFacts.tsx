import type { TrackBuild } from '@vrportal/contract';
import { formatBytes } from '@/lib/bytes';
import { formatInZone } from '@/lib/time';
import type { TracksText } from '../lib/texts';

/**
 * A track's build: version name and code, size, when it was uploaded (in the portal's time zone,
 * named, as the rollout's steps), its OBB files.
 */
export function BuildFacts({
  build,
  timeZone,
  t,
}: {
  build: TrackBuild | null;
  timeZone: string;
  t: TracksText;
}) {
  if (!build) {
    return (
      <p className="trk-muted" data-testid="track-build">
        {t('build.none')}
      </p>
    );
  }
  return (
    <dl className="trk-facts" data-testid="track-build">
      <dt>{t('build.version')}</dt>
      <dd data-testid="build-version">{build.ver}</dd>
      <dt>{t('build.code')}</dt>
      <dd data-testid="build-code">{build.vcode}</dd>
      <dt>{t('build.size')}</dt>
      <dd>{formatBytes(build.size)}</dd>
      <dt>{t('build.uploaded')}</dt>
      <dd>{formatInZone(build.uploadedAt, timeZone)}</dd>
      <dt>{t('build.obbs')}</dt>
      <dd data-testid="build-obbs">{build.obbs}</dd>
    </dl>
  );
}
