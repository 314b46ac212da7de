/**
 * WPC Name Your Price: the shopper's amount is normalised 1000 ms after the last key or click
 * (the spinner arrows): clamped to the product's min and max, aligned to its steps counted from
 * min, rounded down or up per `woonp_vars.rounding`, printed with `woonp_vars.price_decimals`.
 * Then `change` and `woonp_init` fire, as the plugin's script does. A short hint says what changed.
 */
import { formatPrice } from '../../src/i18n';
import { t } from './messages';
import { getConfig } from '../../src/wp/config';
import { prop, type InferProps } from '../../src/islands/props';
import { trigger } from '../../src/wp/events';
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

interface WoonpVars {
  rounding?: string;
  price_decimals?: string | number;
}

const pick = (own: number, attribute: string | null | undefined) => (Number.isFinite(own) ? own : parseAmount(attribute ?? ''));

function createHint(field: HTMLInputElement): HTMLElement {
  const hint = document.createElement('p');
  hint.className = 'si-nyp__hint';
  field.after(hint);
  return hint;
}

export function mount(host: HTMLElement, options: InferProps<typeof props>) {
  const input = host.matches('input')
    ? (host as HTMLInputElement)
    : host.querySelector<HTMLInputElement>('input[name="woonp"], input.woonp-input, input');
  if (!input) throw new Error('holds no amount field');
  const field: HTMLInputElement = input;
  const vars = ((globalThis as { woonp_vars?: WoonpVars }).woonp_vars ?? {}) as WoonpVars;
  const rules: PriceRules = repairRules({
    min: pick(options.min, field.dataset.min ?? field.getAttribute('min')),
    max: pick(options.max, field.dataset.max ?? field.getAttribute('max')),
    step: pick(options.step, field.dataset.step ?? field.getAttribute('step')),
    rounding: options.rounding || vars.rounding || 'down',
    decimals: options.decimals >= 0 ? options.decimals : Number(vars.price_decimals ?? 2),
  });

  // a hint the theme printed keeps its place (no layout shift at hydration); else one is added
  const printed = host.querySelector<HTMLElement>('.si-nyp__hint');
  const printedText = printed?.textContent ?? '';
  const hint = printed ?? createHint(field);
  if (!hint.id) hint.id = `${field.id || 'woonp'}-hint`;
  hint.setAttribute('aria-live', 'polite');
  const describedBy = field.getAttribute('aria-describedby');
  const describers = describedBy?.split(/\s+/).filter(Boolean) ?? [];
  if (!describers.includes(hint.id)) field.setAttribute('aria-describedby', [...describers, hint.id].join(' '));
  const { locale, currency } = getConfig();
  const show = (value: number) => formatPrice(value, locale, currency, rules.decimals);
  const range = Number.isFinite(rules.max)
    ? t('nyp.range', { min: show(rules.min), max: show(rules.max), step: show(rules.step) })
    : t('nyp.rangeOpen', { min: show(rules.min), step: show(rules.step) });
  hint.textContent = range;

  let timer: ReturnType<typeof setTimeout> | undefined;
  function normalise() {
    timer = undefined;
    const typed = parseAmount(field.value);
    const value = normaliseAmount(typed, rules);
    const text = formatAmount(value, rules.decimals);
    const changed = text !== field.value;
    field.value = text;
    hint.textContent =
      changed && Number.isFinite(typed) && Math.abs(typed - value) > 1e-9 ? t('nyp.adjusted', { amount: show(value) }) : range;
    if (changed) field.dispatchEvent(new Event('change', { bubbles: true }));
    trigger('woonp_init', [field, text, rules.min, rules.max, rules.step]);
  }
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(normalise, NORMALISE_DELAY_MS);
  };
  /** Never add an amount the shop would refuse: normalise at once before the form is sent. */
  const onSubmit = () => {
    if (timer !== undefined) {
      clearTimeout(timer);
      normalise();
    }
  };
  field.addEventListener('keyup', schedule);
  field.addEventListener('click', schedule);
  const form = field.form;
  form?.addEventListener('submit', onSubmit, true);
  return () => {
    clearTimeout(timer);
    field.removeEventListener('keyup', schedule);
    field.removeEventListener('click', schedule);
    form?.removeEventListener('submit', onSubmit, true);
    if (printed) printed.textContent = printedText;
    else hint.remove();
    if (describedBy === null) field.removeAttribute('aria-describedby');
    else field.setAttribute('aria-describedby', describedBy);
  };
}
