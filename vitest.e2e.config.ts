import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    // one chromium for the run, each file connects to it (contexts stay per test)
    globalSetup: ['test/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two files at a time, each with its demo shop, on the one chromium: a file alone leaves a core idle
    // while it waits (measured on this 2-core machine: 780 s -> 605 s, the same CPU time, idle 402 -> 62 s).
    fileParallelism: true,
    maxWorkers: 2,
    tags: [
      {
        name: 'contract',
        description:
          'what the lite build (the same source under preact/compat) runs too: mounting, hydration, each island’s main journey, the byte budgets',
      },
    ],
  },
});
