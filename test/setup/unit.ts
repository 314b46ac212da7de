/**
 * Every unit test file. React's act() environment is on, so an update outside act() is reported
 * (set in a hook: happy-dom's environment is installed after this file's top level runs).
 *
 * Test files share their worker's environment (`isolate: false`: a fresh happy-dom per file cost
 * more than the tests themselves), so each file leaves the worker as it found it: the modules it
 * imported are dropped (module state such as the dialogs' scroll lock starts afresh in the next
 * file), globals it added go, fake timers end, and the document, storage and cookies are emptied.
 */
import { afterAll, beforeAll, vi } from 'vitest';

let globalsBefore: Set<string>;

beforeAll(() => {
  globalsBefore = new Set(Object.getOwnPropertyNames(globalThis));
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterAll(() => {
  vi.useRealTimers();
  vi.resetModules();
  for (const name of Object.getOwnPropertyNames(globalThis)) if (!globalsBefore.has(name)) Reflect.deleteProperty(globalThis, name);
  if (typeof document !== 'undefined') emptyDocument(document);
});

function emptyDocument(doc: Document): void {
  doc.head.replaceChildren();
  doc.body.replaceChildren();
  for (const element of [doc.documentElement, doc.body])
    for (const attribute of [...element.attributes]) element.removeAttribute(attribute.name);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of doc.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
