/**
 * WPC Name Your Price over the printed amount field: the shopper's amount is normalised 1000 ms
 * after the last key or click (the spinner arrows): clamped to the product's min and max, aligned
 * to its steps counted from min, rounded down or up per `woonp_vars.rounding`, printed with
 * `woonp_vars.price_decimals`. Then `change` and `woonp_init` fire, as the plugin's script does.
 * The hint under the field (the theme's, as the root of this island, or one added after the field)
 * names the range, says what was adjusted, or that what is typed is no amount (then the field is
 * aria-invalid): one state, the hint's text and the field's ARIA derived from it.
 */
import { useEffect, useLayoutEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { formatPrice } from '../../src/i18n';
import { defineIsland, type IslandComponentProps } from '../../src/islands/island';
import { prop, type InferProps } from '../../src/islands/props';
import { getConfig, pageGlobal } from '../../src/wp/config';
import { trigger } from '../../src/wp/events';
import { t } from './messages';
import { formatAmount, normaliseAmount, parseAmount, repairRules, type PriceRules } from './normalise';

export const props = {
  /** Overrides of the input's own min / max / step and the plugin's settings. */
  min: prop.number({ default: Number.NaN }),
  max: prop.number({ default: Number.NaN }),
  step: prop.number({ default: Number.NaN }),
  rounding: prop.oneOf(['', 'up', 'down'] as const, { default: '' }),
  decimals: prop.number({ default: -1 }),
};

export const NORMALISE_DELAY_MS = 1000;

/** What the hint says: the range, the amount it was adjusted to, or that the text is no amount. */
export type Hint = { kind: 'range' } | { kind: 'adjusted'; amount: number } | { kind: 'invalid' };

const HINT = '.si-nyp__hint';
/** A key, a click on the spinner arrows, or any other input (paste, a phone's keyboard) restarts the wait. */
const EVENTS = ['keyup', 'click', 'input'] as const;
const amountField = (host: HTMLElement) => host.querySelector<HTMLInputElement>('input[name="woonp"], input.woonp-input, input');
const pick = (own: number, attribute: string | null | undefined) => (Number.isFinite(own) ? own : parseAmount(attribute ?? ''));

function rulesOf(field: HTMLInputElement, options: InferProps<typeof props>): PriceRules {
  const vars = pageGlobal('woonp_vars') ?? {};
  return repairRules({
    min: pick(options.min, field.dataset.min ?? field.getAttribute('min')),
    max: pick(options.max, field.dataset.max ?? field.getAttribute('max')),
    step: pick(options.step, field.dataset.step ?? field.getAttribute('step')),
    rounding: options.rounding || vars.rounding || 'down',
    decimals: options.decimals >= 0 ? options.decimals : Number(vars.price_decimals ?? 2),
  });
}

/** Text in the field that is no amount (a number input reports it as badInput with an empty value). */
const isBadInput = (field: HTMLInputElement) =>
  field.validity?.badInput === true || (field.value.trim() !== '' && Number.isNaN(parseAmount(field.value)));

/**
 * The field's normalisation and its wait: `schedule` restarts the wait (and says at once when the text
 * is no amount), `now` normalises before the form is sent, `cancel` ends the wait.
 */
function amountNormaliser(field: HTMLInputElement, rules: PriceRules, setHint: Dispatch<SetStateAction<Hint>>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const normalise = () => {
    clearTimeout(timer);
    timer = undefined;
    const typed = parseAmount(field.value);
    const value = normaliseAmount(typed, rules);
    const text = formatAmount(value, rules.decimals);
    const changed = text !== field.value;
    field.value = text;
    setHint(changed && !(Math.abs(typed - value) <= 1e-9) ? { kind: 'adjusted', amount: value } : { kind: 'range' });
    if (changed) field.dispatchEvent(new Event('change', { bubbles: true }));
    trigger('woonp_init', [field, text, rules.min, rules.max, rules.step]);
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(normalise, NORMALISE_DELAY_MS);
    // what is typed so far: no amount is said at once, anything else waits for the normalisation
    if (isBadInput(field)) setHint({ kind: 'invalid' });
    else setHint((current) => (current.kind === 'invalid' ? { kind: 'range' } : current));
  };
  /**
   * Never add an amount the shop would refuse: normalise at once when the form is about to be sent.
   * On the press (a submit button's click, Enter in the field), before the browser checks the
   * form: an amount off the steps or over max would make it refuse to send at all. And on submit,
   * for a form sent by a script.
   */
  const now = (event: Event) => {
    const target = event.target as Element;
    if (
      (event.type === 'submit' ||
        (event.type === 'click' ? target.closest('[type="submit"], button:not([type])') : (event as KeyboardEvent).key === 'Enter')) &&
      (timer !== undefined || formatAmount(normaliseAmount(parseAmount(field.value), rules), rules.decimals) !== field.value)
    )
      normalise();
  };
  return { schedule, now, cancel: () => clearTimeout(timer) };
}

/** The amount is normalised after the shopper's last key or click, and at once before the form is sent. */
function useAmountNormalisation(field: HTMLInputElement, rules: PriceRules, setHint: Dispatch<SetStateAction<Hint>>) {
  useEffect(() => {
    const { schedule, now, cancel } = amountNormaliser(field, rules, setHint);
    const listening = new AbortController();
    const { signal } = listening;
    for (const type of EVENTS) field.addEventListener(type, schedule, { signal });
    field.addEventListener('keydown', now, { signal });
    field.form?.addEventListener('click', now, { capture: true, signal });
    field.form?.addEventListener('submit', now, { capture: true, signal });
    // typed before the island was there (it wakes on the first intent): normalise that too
    if (field.value !== field.defaultValue) schedule();
    return () => {
      cancel();
      listening.abort();
    };
  }, [field, rules, setHint]);
}

/** The field is invalid while the hint says so (the host's printed markup comes back on unmount). */
function useInvalidField(field: HTMLInputElement, hintElement: HTMLElement, invalid: boolean) {
  useLayoutEffect(() => {
    if (invalid) field.setAttribute('aria-invalid', 'true');
    else field.removeAttribute('aria-invalid');
    hintElement.classList.toggle('si-nyp__hint--error', invalid);
  }, [field, hintElement, invalid]);
}

function NameYourPrice({ host, min, max, step, rounding, decimals }: IslandComponentProps<typeof props>) {
  const field = amountField(host)!;
  const hintElement = host.querySelector<HTMLElement>(HINT)!;
  const [rules] = useState(() => rulesOf(field, { min, max, step, rounding, decimals }));
  const [hint, setHint] = useState<Hint>(() => (isBadInput(field) ? { kind: 'invalid' } : { kind: 'range' }));
  const invalid = hint.kind === 'invalid';

  useAmountNormalisation(field, rules, setHint);
  useInvalidField(field, hintElement, invalid);

  const { locale, currency } = getConfig();
  const show = (value: number) => formatPrice(value, locale, currency, rules.decimals);
  if (hint.kind === 'adjusted') return t('nyp.adjusted', { amount: show(hint.amount) });
  if (invalid) return t('nyp.invalid', { example: show(rules.min) });
  return Number.isFinite(rules.max)
    ? t('nyp.range', { min: show(rules.min), max: show(rules.max), step: show(rules.step) })
    : t('nyp.rangeOpen', { min: show(rules.min), step: show(rules.step) });
}

/**
 * The root is the hint: the theme's (it holds its place from the first paint, so hydrating moves
 * nothing) or a paragraph added after the field. Unmounting gives the host its printed markup back
 * (the runtime restores it), so what is set here needs no undoing.
 */
function hintSlot(host: HTMLElement): HTMLElement {
  const field = amountField(host)!;
  let hint = host.querySelector<HTMLElement>(HINT);
  if (!hint) {
    hint = host.ownerDocument.createElement('p');
    hint.className = HINT.slice(1);
    field.after(hint);
  }
  hint.id ||= `${field.id || 'woonp'}-hint`;
  hint.setAttribute('aria-live', 'polite');
  // the field is described by the hint (kept as printed if it already was)
  const describedBy = field.getAttribute('aria-describedby') ?? '';
  if (!` ${describedBy} `.includes(` ${hint.id} `)) field.setAttribute('aria-describedby', `${describedBy} ${hint.id}`.trim());
  return hint;
}

// the name, not the loader's spec: its onFound is loader code
export default defineIsland(
  { name: 'name-your-price' },
  {
    props,
    prepare(host) {
      if (!amountField(host)) throw new Error('holds no amount field');
    },
    slot: hintSlot,
    component: NameYourPrice,
  },
);
