import { defineConfig } from 'vitest/config';

/**
 * One WordPress for the run (global set-up). Files that change what every visitor gets (options, the
 * plugin's settings, plugins switched on and off, Complianz installed) take turns, first; files that
 * only visit the site (each visitor with cookies of their own, posts of their own) then run two at a
 * time: one file alone leaves a core idle while PHP answers.
 */
const SITE_WIDE = [
  'test/wordpress/basic-hosts.test.ts',
  'test/wordpress/complianz.test.ts',
  'test/wordpress/hosts.test.ts',
  'test/wordpress/plugin.test.ts',
  'test/wordpress/replaced-scripts.test.ts',
  'test/wordpress/shortcodes.test.ts',
  'test/wordpress/translations.test.ts',
  'test/wordpress/journeys/mini-cart.test.ts',
  'test/wordpress/journeys/woocommerce-js.test.ts',
];

const common = { environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 } as const;

export default defineConfig({
  test: {
    globalSetup: ['test/wordpress/global-setup.ts'],
    projects: [
      {
        test: { ...common, name: 'site-wide', include: SITE_WIDE, fileParallelism: false, sequence: { groupOrder: 0 } },
      },
      {
        test: {
          ...common,
          name: 'visitors',
          include: ['test/wordpress/**/*.test.ts'],
          exclude: SITE_WIDE,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
