/** A cookie jar in memory, for tests and for code that must not touch document.cookie. */
import type { CookieJar } from './cookies';

export function memoryJar(initial: Record<string, string> = {}): CookieJar & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (name) => values.get(name),
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
    names: () => [...values.keys()],
  };
}
