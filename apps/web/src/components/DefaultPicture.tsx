import { useState, type ImgHTMLAttributes } from 'react';

/** What the store shows for a picture that was never given or cannot be loaded. */
export const DEFAULT_PICTURE = `${import.meta.env.BASE_URL}default-picture.svg`;

/**
 * A picture that falls back to the default one when it has no address or fails to load, so a
 * list or preview never shows a broken image.
 */
export function Picture({ src, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const missing = !src || failed === src;
  return (
    <img
      {...props}
      src={missing ? DEFAULT_PICTURE : src}
      data-default-picture={missing ? 'true' : undefined}
      onError={() => setFailed(src)}
    />
  );
}
