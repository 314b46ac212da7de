/**
 * WooCommerce's order attribution, the checkout's part: fills the `wc_order_attribution_*` fields
 * (every field the `wc_order_attribution` global names, in the inputs WooCommerce 10's
 * `<wc-order-attribution-inputs>` element holds or the template printed) from sourcebuster's
 * `sbjs_*` cookies, only while the visitor allows tracking (the statistics category by default) and
 * the shop's `allowTracking` is on; otherwise the fields stay empty, so the order stores nothing.
 * Counting the visits is visits.ts, a plain page module the spec loads on every page. A React
 * island that renders nothing: the work is in a hook.
 */
import { useEffect, useMemo } from 'react';
import { useConsent } from '../../src/consent/react';
import { defineIsland, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { on } from '../../src/wp/events';
import { fillInputs, readAttributionConfig, stampInputs, type AttributionConfig } from './fields';
import { fieldValues } from './sourcebuster';
import { readSbjsCookies } from './visits';

const props = {
  category: prop.oneOf(['statistics', 'marketing'] as const, { default: 'statistics' }),
};

/** Keeps the checkout's fields filled: at start, after `updated_checkout` and just before a form is sent. */
function useAttributionFields(allowed: boolean, config: AttributionConfig) {
  useEffect(() => {
    const removeStamped = stampInputs(document, config);
    const fill = () => fillInputs(document, config.prefix, allowed ? fieldValues(readSbjsCookies(), config.sources) : {});
    fill();
    const offUpdated = on('updated_checkout', fill);
    const onSubmit = (event: Event) => {
      if ((event.target as Element).matches?.('form.checkout, form.register')) fill();
    };
    const listening = new AbortController();
    document.addEventListener('submit', onSubmit, { capture: true, signal: listening.signal });
    return () => {
      offUpdated();
      listening.abort();
      removeStamped();
    };
  }, [allowed, config]);
}

function OrderAttribution({ category }: IslandComponentProps<typeof props>) {
  // not pageGlobal(): importing src/wp/config would add its chunk to this island (over its byte budget)
  const config = useMemo(() => readAttributionConfig((globalThis as { wc_order_attribution?: unknown }).wc_order_attribution), []);
  const allowed = useConsent(category) && config.shopAllows;
  useAttributionFields(allowed, config);
  return null;
}

// the name only: the spec (its when) is loader code and stays out of this chunk
export default defineIsland(
  { name: 'order-attribution' },
  {
    props,
    // the root is the host itself: printed empty and hidden (README), it renders nothing
    component: OrderAttribution,
  },
);
