import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '@/lib/lang';
import { formatCount, formatYuan, shortDay, splitDuration } from './format';

/** The figure formats of the reader's language, stable between renders (charts compare them). */
export function useFormats() {
  const { t } = useTranslation('analytics');
  const lang = currentLang();
  return useMemo(
    () => ({
      lang,
      count: (value: number | null | undefined) => formatCount(value, lang),
      yuan: (fen: number | null | undefined) => formatYuan(fen),
      duration: (seconds: number) => {
        const { hours, minutes } = splitDuration(seconds);
        return hours > 0
          ? t('duration.hours', { hours: formatCount(hours, lang), minutes })
          : t('duration.minutes', { minutes });
      },
      hours: (value: number) => formatCount(value, lang),
      day: shortDay,
    }),
    [lang, t],
  );
}
