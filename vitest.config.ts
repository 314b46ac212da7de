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
    environment: 'happy-dom',
    setupFiles: ['test/setup/unit.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Files share their worker's environment; test/setup/unit.ts resets modules, globals and the
    // document between files. Measured on this 2-core machine: 123 s isolated on vitest's default one
    // worker (cores - 1), 80 s isolated on two, 33 s shared on two.
    isolate: false,
    maxWorkers: availableParallelism(),
  },
});
