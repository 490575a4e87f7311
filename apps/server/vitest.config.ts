import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // upper bounds for a busy machine, not budgets: tests wait on answers, never on the clock
    testTimeout: 60_000,
    hookTimeout: 30_000,
    // argon2 hashing is deliberately slow: two workers keep a 2-core machine responsive
    maxWorkers: 2,
  },
});
