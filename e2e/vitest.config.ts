import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['specs/**/*.spec.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // one browser at a time on a 2-core machine; each spec file starts its own server
    fileParallelism: false,
  },
});
