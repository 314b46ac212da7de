import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/wordpress/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/wordpress/global-setup.ts'],
    // a failed test says what the browser was doing (test/e2e/support/journal.ts)
    setupFiles: ['test/setup/browser.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // a poll waits for the real server's answer: 1 s (Vitest's default) is too short on a busy 2-core day
    expect: { poll: { timeout: 10_000 } },
    // one WordPress for the run: files that switch plugins and settings take turns
    fileParallelism: false,
  },
});
