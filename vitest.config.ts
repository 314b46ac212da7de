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
  },
});
