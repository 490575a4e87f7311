import { useId } from 'react';

/** The portal's mark: a headset in a gradient tile. Decorative; pair it with the product name. */
export function BrandLogo({ size = 40 }: { size?: number }) {
  const gradient = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c5cff" />
          <stop offset="1" stopColor="#22b8f0" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="12" fill={`url(#${gradient})`} />
      <path
        d="M9 19.5A5.5 5.5 0 0 1 14.5 14h19a5.5 5.5 0 0 1 5.5 5.5v8a5.5 5.5 0 0 1-5.5 5.5h-5.2l-2.6-3.4a2.2 2.2 0 0 0-3.4 0L19.7 33h-5.2A5.5 5.5 0 0 1 9 27.5z"
        fill="#fff"
      />
      <circle cx="17.6" cy="23.6" r="3.2" fill={`url(#${gradient})`} />
      <circle cx="30.4" cy="23.6" r="3.2" fill={`url(#${gradient})`} />
    </svg>
  );
}
