import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A hue from the app id, so each app keeps the same placeholder colours. */
function hueOf(seed: string): number {
  // FNV-1a: close ids still land on distant hues
  let hash = 0x811c9dc5;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash % 360;
}

/**
 * An app's cover: the wide cover (rcover) when the app has one, otherwise a placeholder with the
 * app's initial on colours derived from its id. `shape` square uses the square cover (scover).
 */
export function AppCover({
  id,
  name,
  src,
  shape = 'wide',
  className,
}: {
  id: string;
  name: string;
  src: string;
  shape?: 'wide' | 'square';
  className?: string;
}) {
  const { t } = useTranslation('apps');
  const [broken, setBroken] = useState<string | null>(null);
  const classes = `app-cover app-cover--${shape}${className ? ` ${className}` : ''}`;
  if (src && broken !== src) {
    return (
      <div className={classes}>
        <img
          src={src}
          alt={t('cover.alt', { name })}
          loading="lazy"
          onError={() => setBroken(src)}
        />
      </div>
    );
  }
  const hue = hueOf(id || name);
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <div
      className={`${classes} app-cover--placeholder`}
      style={{
        background: `linear-gradient(135deg, hsl(${hue} 70% 58%), hsl(${(hue + 48) % 360} 72% 46%))`,
      }}
      aria-hidden="true"
    >
      <span className="app-cover__initial">{initial}</span>
    </div>
  );
}
