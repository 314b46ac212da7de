import { loadPageModule } from './chunks';

/**
 * A page module a spec's `sendAtOnce` runs at a press, fetched once as soon as the page shows a
 * host for it (the spec's `onFound`), so that a press finds it here: `get` is undefined until it has
 * come (the early module sends meanwhile); `arrived` runs once it has. A failed fetch is tried again
 * with the next host found.
 */
export function atOnceModule<T>(name: string, arrived?: (module: T) => void): { fetch(): void; get(): T | undefined } {
  let module: T | undefined;
  let fetching = false;
  return {
    fetch() {
      if (fetching) return;
      fetching = true;
      loadPageModule(name).then(
        (exports) => {
          module = exports as T;
          arrived?.(module);
        },
        () => (fetching = false),
      );
    },
    get: () => module,
  };
}
