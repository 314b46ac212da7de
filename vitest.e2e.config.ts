import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    // one chromium for the run, each file connects to it (contexts stay per test)
    globalSetup: ['test/e2e/support/global-setup.ts'],
    // a failed test says what the browser was doing (test/e2e/support/journal.ts)
    setupFiles: ['test/setup/browser.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // a poll waits for a page and its server: 1 s (Vitest's default) is too short on a busy 2-core day
    expect: { poll: { timeout: 10_000 } },
    // One browser at a time on a 2-core machine keeps timings stable.
    fileParallelism: false,
    // The files run one after the other in one worker that keeps its imports (Playwright, the harness,
    // the demo's server): a fresh worker per file cost about 1.2 s of imports each, twice over 43 files
    // (lite contract run: 328 -> 260 s). Nothing is shared that a file could leave behind: each file
    // starts its own shop on its own database and its own browser connection (harness.ts useShop).
    isolate: false,
    // tests marked concurrent (the fault matrix's cells) run two at a time
    maxConcurrency: 2,
    tags: [
      {
        name: 'contract',
        description:
          'what the lite build (the same source under preact/compat) runs too: mounting, hydration, each island’s main journey, the byte budgets',
      },
    ],
  },
});
