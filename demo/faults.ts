/**
 * Fault injection for tests, only on a server started with the `faults` policy (DEMO_FAULTS=1; the
 * test harness sets it): the cookie `demo-fault=<name>:<kind>[,<name>:<kind>…]` changes the
 * reply of the admin-ajax action, wc-ajax endpoint or REST route `name` (`*` matches every call).
 * Kinds: 500 (WordPress's critical-error page), timeout (held for a minute, then 504), malformed,
 * zero, minus-one, empty (HTTP 200 with an empty body, as WooCommerce answers a wc-ajax call without
 * `product_id` or an unknown endpoint), slow-<ms> (delayed, then the real reply).
 * The client gives up after `requestTimeoutMs` (20 s unless window.shopIslands says otherwise), so a
 * test of the time-out sets a short one rather than waiting for `timeout`.
 */
import type { Ctx } from './http';

export type Fault = { kind: FixedKind } | { kind: 'slow'; ms: number };

const FIXED_KINDS = ['500', 'timeout', 'malformed', 'zero', 'minus-one', 'empty'] as const;
type FixedKind = (typeof FIXED_KINDS)[number];
const isFixedKind = (kind: string): kind is FixedKind => (FIXED_KINDS as readonly string[]).includes(kind);

/** How long a `timeout` fault holds the request before giving up with 504. */
export const TIMEOUT_FAULT_MS = 60_000;

export function parseFaults(cookie: string | undefined): Map<string, Fault> {
  const faults = new Map<string, Fault>();
  for (const entry of (cookie ?? '').split(',')) {
    const index = entry.lastIndexOf(':');
    if (index <= 0) continue;
    const name = entry.slice(0, index).trim();
    const kind = entry.slice(index + 1).trim();
    const slow = /^slow-(\d{1,6})$/.exec(kind);
    if (slow) faults.set(name, { kind: 'slow', ms: Number(slow[1]) });
    else if (isFixedKind(kind)) faults.set(name, { kind });
  }
  return faults;
}

export const faultFor = (ctx: Ctx, name: string): Fault | undefined => {
  if (!ctx.policy.faults) return undefined;
  const faults = parseFaults(ctx.cookies['demo-fault']);
  return faults.get(name) ?? faults.get('*');
};

/** Waits `ms`, or until the browser goes away. */
const sleepUnlessClosed = (ms: number, ctx: Ctx) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    ctx.res.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Apply the fault for `name`; true when the reply was sent and the handler must not run. */
export async function applyFault(ctx: Ctx, name: string): Promise<boolean> {
  const fault = faultFor(ctx, name);
  if (!fault) return false;
  switch (fault.kind) {
    case 'slow':
      // PHP keeps running when the browser gives up (the cart is saved at the end of the request):
      // the handler runs after the full delay, its reply goes nowhere
      await sleep(fault.ms);
      return false;
    case '500':
      ctx.send(500, '<h1>Es gab einen kritischen Fehler auf dieser Website.</h1>', 'text/html; charset=UTF-8');
      return true;
    case 'timeout':
      await sleepUnlessClosed(TIMEOUT_FAULT_MS, ctx);
      ctx.send(504, 'Gateway Timeout', 'text/plain');
      return true;
    case 'malformed':
      ctx.send(200, '{"fragments": {"div.widget_shopping_cart_content": "<div', 'text/html; charset=UTF-8');
      return true;
    case 'zero':
      ctx.send(400, '0', 'text/html; charset=UTF-8');
      return true;
    case 'minus-one':
      ctx.send(403, '-1', 'text/html; charset=UTF-8');
      return true;
    case 'empty':
      ctx.send(200, '', 'text/html; charset=UTF-8');
      return true;
  }
}
