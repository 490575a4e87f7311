import { LoadFailed as SharedLoadFailed } from '@/components/LoadFailed';
import type { TracksText } from '../lib/texts';

/** A part of the tracks screen that could not be read, in the screen's words. */
export function LoadFailed({
  error,
  onRetry,
  t,
}: {
  error: unknown;
  onRetry: () => void;
  t: TracksText;
}) {
  return (
    <SharedLoadFailed
      className="trk-alert"
      error={error}
      onRetry={onRetry}
      texts={{ title: t('page.loadFailed'), tryLater: t('page.tryLater'), retry: t('page.retry') }}
    />
  );
}
