/** The browser suites' failures say what the browser was doing (see journal.ts). */
import { beforeEach } from 'vitest';
import { explainFailure, startTest } from '../e2e/support/journal';

beforeEach(({ onTestFailed }) => {
  startTest();
  onTestFailed(({ task }) => explainFailure(task));
});
