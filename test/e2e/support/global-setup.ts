/**
 * One chromium for the whole browser run (vitest globalSetup): launching and closing a browser per
 * test file costs about half a second each. Every test still gets contexts of its own (cookies,
 * storage, cache), as before; test files reach the browser through `inject('chromiumEndpoint')`.
 */
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the shared chromium's WebSocket endpoint */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await launchBrowserServer();
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
