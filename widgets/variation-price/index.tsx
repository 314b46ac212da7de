/**
 * The single product's price area follows the chosen variation: its price (and stock note)
 * replaces the range while a variation is chosen, and the range comes back when none is.
 * React over the printed price: the root is the price element; the range shown with no variation
 * is the server's own nodes, put back before paint (no shift on hydration); a variation's price
 * and stock note go through <ServerHtml profile="inline">. Listens to the variation select and to
 * WooCommerce's `found_variation` / `reset_data` events.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { defineIsland, useHost, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { ServerHtml } from '../../src/islands/ServerHtml';
import { on } from '../../src/wp/events';

import { findVariation, parseVariations, type Variation } from './variations';

const props = {
  /** The variations, as in the form's `data-product_variations`. */
  variations: prop.json<unknown>({ default: [] }),
  /** The variations form; default the product's `form.cart`. */
  form: prop.string({ default: 'form.cart' }),
};

/** The server's range per host, taken in prepare (before any framework touches the host). */
const printedRanges = new WeakMap<HTMLElement, Node[]>();

type Shown = Pick<Variation, 'price_html' | 'availability_html'> | null;

/** The form the price listens to (never submits): a `<form>` in the host's product, found by `data-form`. */
const formFor = (host: HTMLElement, selector: string): HTMLFormElement | null => {
  const found = (host.closest('.product') ?? host.ownerDocument).querySelector(selector);
  return found instanceof HTMLFormElement ? found : null;
};

/** The server's printed nodes, put back into a wrapper before paint. */
function Printed({ nodes }: { nodes: readonly Node[] }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(...nodes.map((node) => node.cloneNode(true)));
  }, [nodes]);
  return <span className="si-variation-price__range" style={{ display: 'contents' }} ref={ref} />;
}

function VariationPrice({ variations, form: formSelector }: IslandComponentProps<typeof props>) {
  const host = useHost();
  const [printed] = useState(() => printedRanges.get(host) ?? []);
  const [list] = useState(() => parseVariations(variations));
  const [shown, setShown] = useState<Shown>(() => {
    const chosen = formFor(host, formSelector ?? 'form.cart')?.querySelector<HTMLSelectElement>('select[name="variation_id"]');
    return (chosen?.value && findVariation(list, chosen.value)) || null;
  });
  const [stock] = useState(() => {
    const element = host.ownerDocument.createElement('p');
    element.className = 'stock si-variation-stock';
    return element;
  });

  useLayoutEffect(() => {
    host.after(stock);
    return () => stock.remove();
  }, [host, stock]);

  useEffect(() => {
    const form = formFor(host, formSelector ?? 'form.cart')!;
    const show = (variation: Shown | undefined) => setShown(variation?.price_html ? variation : null);
    const onChange = (event: Event) => {
      const select = event.target as HTMLSelectElement;
      if (select.name === 'variation_id') show(findVariation(list, select.value));
    };
    const listening = new AbortController();
    form.addEventListener('change', onChange, { signal: listening.signal });
    const offFound = on(
      'found_variation',
      (...args) => show(args.find((arg) => typeof arg === 'object' && arg !== null && 'price_html' in arg) as Variation | undefined),
      form,
    );
    const offReset = on('reset_data', () => show(null), form);
    return () => {
      listening.abort();
      offFound();
      offReset();
    };
  }, [host, formSelector, list]);

  stock.hidden = !shown?.availability_html;
  return (
    <>
      {/* keyed: the range and a price never share an element (Preact would reuse the span) */}
      {shown ? <ServerHtml key="variation" as="span" profile="inline" html={shown.price_html} /> : <Printed key="range" nodes={printed} />}
      {createPortal(shown?.availability_html ? <ServerHtml as="span" profile="inline" html={shown.availability_html} /> : null, stock)}
    </>
  );
}

export default defineIsland(
  { name: 'variation-price' },
  {
    props,
    prepare(host, { form }) {
      if (!formFor(host, form ?? 'form.cart')) throw new Error(`finds no variations form (${form ?? 'form.cart'})`);
      printedRanges.set(
        host,
        [...host.childNodes].map((node) => node.cloneNode(true)),
      );
      host.setAttribute('aria-live', 'polite');
    },
    component: VariationPrice,
  },
);
