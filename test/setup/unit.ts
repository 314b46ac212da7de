/**
 * Every unit test file: React's act() environment is on, so an update outside act() is reported
 * (set in a hook: happy-dom's environment is installed after this file's top level runs).
 */
import { beforeAll } from 'vitest';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
