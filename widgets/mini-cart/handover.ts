/**
 * Cart list changes (a remove, a quantity) that left before the island had mounted (early.ts),
 * kept per host until the island adopts them (controls.ts): it then shows them as its own (busy
 * while out, the failure's message), and sends nothing again. The control's busy state (the
 * loader's, busy.ts) is cleared here when the answer is in, whoever shows it.
 */
import { clearBusy } from '../../src/islands/busy';

/** A remove's or a quantity's answer: a remove that failed may have followed its link (the store did). */
export type EarlyOutcome = { ok: true } | { ok: false; error: unknown; followed?: boolean };

export interface EarlyChange {
  kind: 'remove' | 'quantity';
  /** the cart item's key */
  key: string;
  /** the remove link or the quantity field, which shows the busy state */
  control: Element;
  result: Promise<EarlyOutcome>;
  /** the answer, once in */
  settled?: EarlyOutcome;
}

const early = new WeakMap<HTMLElement, EarlyChange[]>();
const adopted = new WeakSet<HTMLElement>();
/** every early change still out, on any host */
const out = new Set<EarlyChange>();

/** The item key a quantity field names: its data-cart_item_key, or the cart form's `cart[<key>][qty]`. */
export function quantityKey(input: HTMLInputElement): string {
  return input.getAttribute('data-cart_item_key') ?? /cart\[([a-f0-9]+)\]/.exec(input.name)?.[1] ?? '';
}

/** True once the island of `host` has taken its early changes: it answers everything after. */
export const isAdopted = (host: HTMLElement): boolean => adopted.has(host);

/** True while an early remove of `key` is out. */
export const removing = (key: string): boolean => [...out].some((change) => change.kind === 'remove' && change.key === key);

export function handOver(host: HTMLElement, change: EarlyChange): void {
  const changes = early.get(host) ?? [];
  changes.push(change);
  early.set(host, changes);
  out.add(change);
  void change.result.then((outcome) => {
    change.settled = outcome;
    out.delete(change);
    if (![...out].some((other) => other.control === change.control)) clearBusy(change.control);
    // not adopted: the row blocked for a remove is unblocked when it stays (the island's message comes when it mounts)
    if (change.kind === 'remove' && !isAdopted(host) && !outcome.ok && !outcome.followed)
      change.control.closest('li')?.classList.remove('loading');
  });
}

/** The island takes every early change of `host` (once: a second call finds none). */
export function adoptEarly(host: HTMLElement): EarlyChange[] {
  adopted.add(host);
  const changes = early.get(host) ?? [];
  early.delete(host);
  return changes;
}
