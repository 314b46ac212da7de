import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'demo/**/*.test.ts', 'test/unit/**/*.test.ts'],
    environment: 'happy-dom',
    restoreMocks: true,
  },
});
