import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes';

const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const catalogues = import.meta.glob<string>('../locales/*/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('file sizes in one format', () => {
  it("writes a size in the spec's format, a change with its sign", () => {
    expect(formatBytes(100)).toBe('100B');
    expect(formatBytes(1536)).toBe('1.50KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5MB');
    expect(formatBytes(12_345_678)).toBe('11.77MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3GB');
    expect(formatBytes(-1536)).toBe('-1.50KB');
  });

  it('is the only way the screens write a size', () => {
    const others = Object.entries(sources)
      .filter(([path, text]) => path !== './bytes.ts' && /formatFileSize/.test(text))
      .map(([path]) => path);
    expect(others).toEqual([]);
  });

  it('leaves no size written by hand in the texts', () => {
    const written = Object.entries(catalogues).flatMap(([path, text]) =>
      [...text.matchAll(/\d\s*[KMG]B\b/g)].map((match) => `${path}: ${match[0]}`),
    );
    expect(written).toEqual([]);
  });
});
