/** Mounts a React component as an island: one root per host, removed with the host. */
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { Unmount } from './types';

export interface IslandProps<P> {
  host: HTMLElement;
  props: P;
}

export function reactIsland<P>(Component: ComponentType<IslandProps<P>>): (host: HTMLElement, props: P) => Unmount {
  return (host, props) => {
    const root = createRoot(host);
    root.render(<Component host={host} props={props} />);
    return () => root.unmount();
  };
}
