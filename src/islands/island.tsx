/**
 * The one way to define an island: a props spec, a React component and, from the island's spec,
 * its name and default hydration. Mounting makes one React root on the host, or on a slot inside
 * it, never elsewhere; unmounting removes the root and gives the host back the markup the server
 * printed. Overlays are portals from inside that root; server HTML goes through <ServerHtml>.
 */
import { createContext, useContext, useEffect, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ConsentProvider } from '../consent/react';
import type { ConsentStore } from '../consent/store';
import { parseProps, type InferProps, type PropsSpec } from './props';
import { ROOT_ATTRIBUTE } from './root-attribute';
import type { IslandModule, IslandSpec, Unmount } from './types';

export { ROOT_ATTRIBUTE };

export type IslandComponentProps<S extends PropsSpec> = InferProps<S> & { host: HTMLElement };

export interface IslandOptions<S extends PropsSpec> {
  props: S;
  component: ComponentType<IslandComponentProps<S>>;
  /**
   * Where the root goes when the printed markup must stay put: an element inside the host that the
   * island renders into (made here and removed again on unmount). Without it the root is the host.
   */
  slot?: (host: HTMLElement, props: InferProps<S>) => HTMLElement;
  /** Runs before React starts: checks that must hold (throw to refuse) and page-level set-up such as styles. */
  prepare?: (host: HTMLElement, props: InferProps<S>) => void;
  /**
   * True when the root's element already holds this component's first render, painted before the
   * island's code loaded (the consent banner's first paint): React hydrates those nodes, so a press
   * held on one of them is replayed on the same node, instead of rendering new ones.
   */
  hydrates?: (container: HTMLElement) => boolean;
}

const HostContext = createContext<HTMLElement | null>(null);

/** The island's host element, for hooks that read or listen to the printed markup. */
export function useHost(): HTMLElement {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost() is used outside an island');
  return host;
}

/** The page's consent store if the loader started one (islands outside the loader, e.g. tests, may run without). */
// not pageGlobal(): importing ../wp/config would add its chunk to every island that loads none of it (order-attribution over its byte budget)
const runningConsentStore = (): ConsentStore | null => (globalThis as { shopIslandsConsent?: ConsentStore }).shopIslandsConsent ?? null;

interface PrintedMarkup {
  children: Node[];
  attributes: Array<[string, string]>;
}

const RUNTIME_ATTRIBUTES = new Set(['data-island-state', ROOT_ATTRIBUTE]);

function recordPrinted(host: HTMLElement): PrintedMarkup {
  return {
    children: [...host.childNodes].map((node) => node.cloneNode(true)),
    attributes: [...host.attributes]
      .filter((attribute) => !RUNTIME_ATTRIBUTES.has(attribute.name))
      .map((attribute) => [attribute.name, attribute.value]),
  };
}

function restorePrinted(host: HTMLElement, printed: PrintedMarkup) {
  for (const attribute of [...host.attributes]) if (!RUNTIME_ATTRIBUTES.has(attribute.name)) host.removeAttribute(attribute.name);
  for (const [name, value] of printed.attributes) host.setAttribute(name, value);
  host.replaceChildren(...printed.children);
}

export interface ReactIslandModule<S extends PropsSpec> extends IslandModule<S> {
  name: string;
  props: S;
  /** Throws at once when the host is refused; resolves once the island's first render and effects are in. */
  mount(host: HTMLElement, props: InferProps<S>): Promise<Unmount>;
}

/** Rendered after the island: effects run in tree order, so when this one runs, the island's have. */
function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

export function defineIsland<S extends PropsSpec>(spec: Pick<IslandSpec, 'name'>, options: IslandOptions<S>): ReactIslandModule<S> {
  const { component: Component, slot, prepare } = options;
  return {
    name: spec.name,
    props: options.props,
    parse: (host) => parseProps(options.props, (attribute) => host.getAttribute(attribute)),
    mount(host, props) {
      prepare?.(host, props);
      const printed = recordPrinted(host);
      const container = slot ? slot(host, props) : host;
      if (container !== host && !host.contains(container)) throw new Error('its slot is not inside the host');
      container.setAttribute(ROOT_ATTRIBUTE, '');
      let failed: (error: unknown) => void = () => undefined;
      let mounted: () => void = () => undefined;
      const tree = (
        <HostContext.Provider value={host}>
          <ConsentProvider store={runningConsentStore()}>
            <Component {...props} host={host} />
          </ConsentProvider>
          <Mounted onMounted={() => mounted()} />
        </HostContext.Provider>
      );
      const rootOptions = { onUncaughtError: (error: unknown) => failed(error) };
      const hydrating = options.hydrates?.(container) ?? false;
      const root = hydrating ? hydrateRoot(container, tree, rootOptions) : createRoot(container, rootOptions);
      const unmount = () => {
        root.unmount();
        container.removeAttribute(ROOT_ATTRIBUTE);
        restorePrinted(host, printed);
      };
      return new Promise<Unmount>((resolve, reject) => {
        failed = (error) => {
          unmount();
          reject(error instanceof Error ? error : new Error(String(error)));
        };
        mounted = () => resolve(unmount);
        if (!hydrating) root.render(tree);
      });
    },
  };
}

/** Makes an element inside the host for a slot root, placed by `place` (appended by default). */
export function makeSlot(
  host: HTMLElement,
  className: string,
  place: (slot: HTMLElement) => void = (slot) => host.append(slot),
  tag: 'div' | 'span' = 'div',
): HTMLElement {
  const slot = host.ownerDocument.createElement(tag);
  slot.className = className;
  place(slot);
  return slot;
}
