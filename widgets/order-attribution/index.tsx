/**
 * WooCommerce's order attribution: counts visits and their sources in sourcebuster's `sbjs_*`
 * cookies and fills the checkout's `wc_order_attribution_*` fields from them (every field the
 * `wc_order_attribution` global names, in the inputs WooCommerce 10's `<wc-order-attribution-inputs>`
 * element holds or the template printed), only while the visitor allows tracking (the statistics
 * category by default) and the shop's `allowTracking` is on. Without that, the cookies are removed
 * and the fields left empty, so the order stores nothing. A React island that renders nothing: the
 * work is in hooks.
 */
import Cookies from 'js-cookie';
import { useEffect, useMemo, useRef } from 'react';
import { useConsent } from '../../src/consent/react';
import { defineIsland, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { on } from '../../src/wp/events';
import { fillInputs, readAttributionConfig, stampInputs, type AttributionConfig } from './fields';
import { fieldValues, SBJS_COOKIES, track, type SbjsCookie } from './sourcebuster';

const props = {
  category: prop.oneOf(['statistics', 'marketing'] as const, { default: 'statistics' }),
};

/** The `sbjs_*` cookies there are (one that cannot be decoded is left out: the others still count). */
const readCookies = () =>
  Object.fromEntries(SBJS_COOKIES.map((name) => [name, Cookies.get(name)]).filter(([, value]) => typeof value === 'string')) as Partial<
    Record<SbjsCookie, string>
  >;

function removeTrackingCookies(): void {
  for (const name of SBJS_COOKIES) {
    Cookies.remove(name, { path: '/' });
    Cookies.remove(name);
  }
}

/** Counts this page view once while tracking is allowed; removes the cookies whenever it is not. */
function useVisitCount(allowed: boolean, { settings }: AttributionConfig) {
  const counted = useRef(false);
  useEffect(() => {
    if (!allowed) {
      removeTrackingCookies();
      counted.current = false;
      return;
    }
    if (counted.current) return;
    counted.current = true;
    const writes = track(
      readCookies(),
      { url: location.href, referrer: document.referrer, userAgent: navigator.userAgent, now: new Date(), random: Math.random() },
      settings,
    );
    for (const [name, write] of Object.entries(writes)) {
      Cookies.set(name, write.value, { path: '/', sameSite: 'Lax', expires: new Date(Date.now() + write.minutes * 60_000) });
    }
  }, [allowed, settings]);
}

/** Keeps the checkout's fields filled: at start, after `updated_checkout` and just before a form is sent. */
function useAttributionFields(allowed: boolean, config: AttributionConfig) {
  useEffect(() => {
    const removeStamped = stampInputs(document, config);
    const fill = () => fillInputs(document, config.prefix, allowed ? fieldValues(readCookies(), config.sources) : {});
    fill();
    const offUpdated = on('updated_checkout', fill);
    const onSubmit = (event: Event) => {
      if ((event.target as Element).matches?.('form.checkout, form.register')) fill();
    };
    document.addEventListener('submit', onSubmit, true);
    return () => {
      offUpdated();
      document.removeEventListener('submit', onSubmit, true);
      removeStamped();
    };
  }, [allowed, config]);
}

function OrderAttribution({ category }: IslandComponentProps<typeof props>) {
  const config = useMemo(() => readAttributionConfig((globalThis as { wc_order_attribution?: unknown }).wc_order_attribution), []);
  const allowed = useConsent(category) && config.shopAllows;
  useVisitCount(allowed, config);
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
