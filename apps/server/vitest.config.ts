import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // upper bounds for a busy machine (the browser tests run beside these), not budgets: tests
    // wait on answers, never on the clock
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // argon2 hashing is deliberately slow: two workers keep a 2-core machine responsive
    maxWorkers: 2,
    // every test builds its own app on its own database, so the files of a worker share one
    // import of the server's modules instead of importing them anew (two minutes of CPU)
    isolate: false,
  },
});
