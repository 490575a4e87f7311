/**
 * File size as the portal shows it (spec section 9): B under 102.4, KB under 104857.6,
 * MB under 107374182.4, else GB; two decimals with a trailing .00 trimmed.
 */
export function formatFileSize(bytes: number): string {
  const fixed = (n: number) => n.toFixed(2).replace(/\.00$/, '');
  if (bytes < 102.4) return `${fixed(bytes)}B`;
  if (bytes < 104857.6) return `${fixed(bytes / 1024)}KB`;
  if (bytes < 107374182.4) return `${fixed(bytes / 1048576)}MB`;
  return `${fixed(bytes / 1073741824)}GB`;
}
