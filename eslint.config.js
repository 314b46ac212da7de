// ESLint flat config. Formatting is Prettier's job (.prettierrc.json); eslint-config-prettier, last,
// switches off every rule that would argue with it.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import componentEffects from './eslint-rules/component-effects.js';

export default defineConfig(
  {
    // test/fakes/google-maps.js is ours (the Google Maps stand-in), so it is linted, not ignored.
    ignores: [
      'dist/',
      'node_modules/',
      'coverage/',
      'test-results/',
      'bench/.runs/',
      '.demo/',
      '.scratch/',
      'wordpress/shop-islands/dist/',
      '.wordpress/',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  // Not the type-aware set: it costs a whole TypeScript program per run, and `tsc --noEmit` already
  // runs in `npm test` for what types can tell.
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // A leading underscore marks a name a signature or a destructuring forces on us.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `typeof import('./x')` stays allowed: it names the type of a chunk that is loaded lazily,
      // where a static `import type` at the top would read as if the module were bundled in.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    // The code already compares with === throughout; `== null` stays allowed for null-or-undefined.
    rules: { eqeqeq: ['error', 'smart'] },
  },
  {
    // The islands build on the core, never the other way round: only the loader reads the island list.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/loader.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/widgets', '**/widgets/**'],
              message: 'src/ does not import from widgets/ (only src/loader.ts reads widgets/index.ts).',
            },
          ],
        },
      ],
    },
  },
  // No island imports another: what two islands share lives in src/ (the maps library, src/maps).
  ...[
    ['widgets/*/*.{ts,tsx}', '^\\.\\./(?!\\.\\./)'],
    ['widgets/*/*/*.{ts,tsx}', '^\\.\\./\\.\\./(?!\\.\\./)'],
  ].map(([files, regex]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex, message: 'an island does not import another island; move what both use to src/.' }] },
      ],
    },
  })),
  {
    // React lives in src/ and widgets/ only; elsewhere a `use…` name is no hook (the browser tests'
    // `useShop` starts the demo shop for a file).
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      // The recommended set of version 7 holds the React Compiler's checks too; nothing here runs the
      // compiler. Those that flag code wrong under plain React stay on: impure calls, ref reads and
      // writes, or setState during render; state set synchronously in an effect; components made
      // during render.
      ...reactHooks.configs.flat.recommended.rules,
      // Off: it treats every prop and hook argument as frozen data, the compiler's premise for
      // memoising. An island's props are often handles it steers on purpose (the server's own
      // input, a google.maps object), and without the compiler writing to them is plain React.
      'react-hooks/immutability': 'off',
      // Off: they report what the compiler cannot optimise or how it is configured, which means
      // nothing without it (manual memoisation is checked by exhaustive-deps).
      'react-hooks/preserve-manual-memoization': 'off',
      'react-hooks/incompatible-library': 'off',
      'react-hooks/unsupported-syntax': 'off',
      'react-hooks/config': 'off',
      'react-hooks/gating': 'off',
      // A missed dependency is a stale closure: an error, not a warning.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A component reads as a list of named hooks; no listener is removed by hand (one AbortSignal ends them).
    files: ['widgets/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'shop-islands': { rules: { 'component-effects': componentEffects } } },
    rules: {
      'shop-islands/component-effects': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='removeEventListener']",
          message: 'listen with { signal } (or useDomEvent) and abort once, instead of removing a listener by hand.',
        },
        {
          selector: "CallExpression[callee.name='removeEventListener']",
          message: 'listen with { signal } (or useDomEvent) and abort once, instead of removing a listener by hand.',
        },
      ],
    },
  },
  {
    // One hook per imperative Google object (as visgl/react-google-maps): the object is made in an
    // effect, because it needs the element and must be removed in the same effect's cleanup, and is
    // handed to React through state. That setState in the effect is the pattern, not a cascade.
    files: ['widgets/map/hooks/**/*.ts'],
    rules: { 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Code that runs in the shopper's browser.
    files: ['src/**', 'widgets/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Code that runs in Node: the demo server, scripts, benchmarks, browser tests and every unit test
    // (vitest runs them in Node with a happy-dom or jsdom window).
    files: ['scripts/**', 'demo/**', 'bench/**', 'test/**', '**/*.test.{ts,tsx}', '*.{js,ts}'],
    ignores: ['test/fakes/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Classic browser scripts: the Google Maps stand-in, the legacy-script probe, the blocks' editor script.
    files: ['test/fakes/**/*.js', 'test/wordpress/fixtures/**/*.js', 'wordpress/shop-islands/blocks/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  prettier,
);
