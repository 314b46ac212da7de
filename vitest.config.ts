import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'eslint-rules/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'widgets/**/*.test.{ts,tsx}',
      'demo/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    // a file that needs no DOM says `// @vitest-environment node` at its top: no happy-dom window to
    // set up for it (the larger part of a small file's time)
    environment: 'happy-dom',
    setupFiles: ['test/setup/unit.ts'],
    restoreMocks: true,
    // A worker per core (vitest's default is cores - 1: one on this 2-core machine): 123 s -> 80 s here.
    // Files keep a fresh environment each: sharing one (isolate: false) took 34 s but let one file's
    // leftovers fail another's test in one run of nine.
    maxWorkers: availableParallelism(),
  },
});
