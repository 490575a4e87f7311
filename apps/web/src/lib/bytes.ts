import { formatFileSize } from '@vrportal/contract';

/**
 * A size in bytes in the spec's one format (section 9), e.g. "12.35MB"; a negative size (a
 * change between two builds) keeps its sign. Every size the portal shows goes through here.
 */
export function formatBytes(bytes: number): string {
  return `${bytes < 0 ? '-' : ''}${formatFileSize(Math.abs(bytes))}`;
}
