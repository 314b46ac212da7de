/**
 * German Market's SEPA direct debit fields: holder, IBAN and BIC checked as the shopper types
 * (ibantools) with the reason shown under the field, the mandate preview offered only when the
 * contract's condition holds (and the IBAN is valid), saved bank data hiding the entry fields, and
 * the preview HTML from `gm_sepa_direct_debit_mandate_preview` in a dialog. Plain DOM.
 */
import { type MessageKey } from '../../src/i18n';
import { t } from './messages';
import { prop, type InferProps } from '../../src/islands/props';
import { setShown } from '../../src/ui/visibility';
import { adminAjax } from '../../src/wp/ajax';
import { errorMessageKey } from '../../src/wp/errors';
import { bicProblem, compactIban, ibanProblem, previewBlockers, type MandateField, type MandateFields } from './validation';

export const props = {
  /** Whether the BIC must be given; default: what the BIC field says (`required` / `aria-required`). */
  bicRequired: prop.oneOf(['auto', 'yes', 'no'] as const, { default: 'auto' }),
};

interface SepaGlobal {
  ajax_url?: string;
  nonce?: string;
}

type Key = Parameters<typeof t>[0];

const FIELD_LABELS: Record<MandateField, Key> = {
  holder: 'sepa.field.holder',
  iban: 'sepa.field.iban',
  bic: 'sepa.field.bic',
  street: 'sepa.field.street',
  zip: 'sepa.field.zip',
  city: 'sepa.field.city',
  country: 'sepa.field.country',
};

export function mount(host: HTMLElement, { bicRequired }: InferProps<typeof props>) {
  const doc = host.ownerDocument;
  const form = host.closest('form');
  const byId = (id: string) => (form ?? doc).querySelector<HTMLInputElement>(`#${id}`);
  const holder = byId('german-market-sepa-holder');
  const iban = byId('german-market-sepa-iban');
  const bic = byId('german-market-sepa-bic');
  if (!holder || !iban || !bic) throw new Error('holds no german-market-sepa-holder, -iban and -bic fields');
  const saved = host.querySelector<HTMLInputElement>('input[name="german_market_sepa_use_saved_data"]');
  const entry = host.querySelector<HTMLElement>('.german-market-sepa-entry');
  const bicMustBeGiven =
    bicRequired === 'yes' || (bicRequired === 'auto' && (bic.required || bic.getAttribute('aria-required') === 'true'));
  const sepa = ((globalThis as { sepa_ajax_object?: SepaGlobal }).sepa_ajax_object ?? {}) as SepaGlobal;

  const messages = new Map<HTMLInputElement, HTMLElement>();
  for (const input of [iban, bic]) {
    const message = doc.createElement('span');
    message.className = 'si-sepa__error';
    message.id = `${input.id}-error`;
    input.after(message);
    input.setAttribute('aria-describedby', [input.getAttribute('aria-describedby'), message.id].filter(Boolean).join(' '));
    messages.set(input, message);
  }
  const touched = new Set<HTMLInputElement>();

  const offer = doc.createElement('div');
  offer.className = 'si-sepa__preview';
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'button si-sepa__preview-button';
  button.textContent = t('sepa.preview');
  const hint = doc.createElement('p');
  hint.className = 'si-sepa__hint';
  hint.setAttribute('aria-live', 'polite');
  offer.append(button, hint);
  host.append(offer);

  const address = (name: string) => (form?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)?.value ?? '').trim();
  const fields = (): MandateFields => ({
    holder: holder.value,
    iban: iban.value,
    bic: bic.value,
    street: address('billing_address_1'),
    zip: address('billing_postcode'),
    city: address('billing_city'),
    country: address('billing_country'),
  });
  const usingSaved = () => saved?.checked ?? false;

  function showFieldProblem(input: HTMLInputElement, problem: string | null) {
    const message = messages.get(input)!;
    const visible = problem !== null && touched.has(input);
    message.textContent = visible ? t(problem as Key) : '';
    if (visible) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  function update() {
    const savedData = usingSaved();
    if (entry) setShown(entry, !savedData);
    const current = fields();
    showFieldProblem(iban!, savedData ? null : ibanProblem(current.iban));
    showFieldProblem(bic!, savedData ? null : bicProblem(current.bic, bicMustBeGiven));
    const { missing, invalid } = previewBlockers(current, { bicRequired: bicMustBeGiven, savedData });
    const ready = missing.length === 0 && invalid.length === 0;
    setShown(button, ready);
    if (ready) hint.textContent = '';
    else if (invalid.length > 0) hint.textContent = t('sepa.previewInvalid', { reason: t(invalid[0]! as Key) });
    else hint.textContent = t('sepa.previewMissing', { fields: missing.map((name) => t(FIELD_LABELS[name])).join(', ') });
  }

  let busy = false;
  async function preview() {
    if (busy) return;
    busy = true;
    button.setAttribute('aria-busy', 'true');
    const current = fields();
    try {
      const html = await adminAjax('gm_sepa_direct_debit_mandate_preview', {
        holder: current.holder.trim(),
        iban: compactIban(current.iban),
        bic: current.bic.replace(/\s+/g, '').toUpperCase(),
        street: current.street,
        zip: current.zip,
        city: current.city,
        country: current.country,
        nonce: sepa.nonce ?? '',
        saved_data: usingSaved() ? '1' : '',
      });
      const body = html.trim();
      if (!body.startsWith('<')) throw new Error('the preview reply holds no HTML');
      const { showMandate } = await import('./preview');
      showMandate(body);
    } catch (error) {
      const key = errorMessageKey(error);
      hint.textContent =
        key === 'error.offline' || key === 'error.timeout' || key === 'error.session' ? t(key as MessageKey) : t('sepa.previewFailed');
    } finally {
      busy = false;
      button.removeAttribute('aria-busy');
    }
  }

  const onInput = () => update();
  const onBlur = (event: FocusEvent) => {
    const target = event.target as HTMLInputElement;
    if (target === iban || target === bic) {
      if (target.value.trim() !== '') touched.add(target);
      if (target === iban && compactIban(iban.value) && ibanProblem(iban.value) === null)
        iban.value = compactIban(iban.value)
          .replace(/(.{4})/g, '$1 ')
          .trim();
      update();
    }
  };
  const formListener = () => update();
  host.addEventListener('input', onInput);
  host.addEventListener('change', onInput);
  host.addEventListener('focusout', onBlur);
  form?.addEventListener('input', formListener);
  form?.addEventListener('change', formListener);
  button.addEventListener('click', () => void preview());
  update();

  return () => {
    host.removeEventListener('input', onInput);
    host.removeEventListener('change', onInput);
    host.removeEventListener('focusout', onBlur);
    form?.removeEventListener('input', formListener);
    form?.removeEventListener('change', formListener);
    offer.remove();
    messages.forEach((message) => message.remove());
    if (entry) setShown(entry, true);
  };
}
