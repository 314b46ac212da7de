/**
 * German Market's SEPA direct debit fields as a React island over the printed inputs: holder, IBAN
 * and BIC checked as the shopper types (ibantools, validation.ts) with the reason under the field,
 * the mandate preview offered only when the contract's condition holds (and the IBAN is valid),
 * saved bank data hiding the entry fields, and the preview HTML from
 * `gm_sepa_direct_debit_mandate_preview` in the shared modal dialog through <ServerHtml>.
 * The root is a slot after the fields (button and line); the messages under IBAN and BIC are
 * portals into spans placed after them. One state (state.ts); text and ARIA derive from it.
 */
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { MessageKey } from '../../src/i18n';
import { defineIsland, makeSlot, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { ServerHtml } from '../../src/islands/ServerHtml';
import { Dialog } from '../../src/ui/ModalDialog';
import { setShown } from '../../src/ui/visibility';
import { adminAjax } from '../../src/wp/ajax';
import { errorMessageKey, isAborted } from '../../src/wp/errors';
import { sepaMandate } from './island';
import { t } from './messages';
import { MANDATE_CLASS, mandateHeading, mandateHtml } from './preview';
import { initialSepaState, sepaReducer, sepaView, type CheckedField, type Line } from './state';
import { compactIban, ibanProblem, type MandateField, type MandateFields } from './validation';

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

const SHARED_FAILURES = ['error.offline', 'error.timeout', 'error.session'];

/** The printed controls the island works with (found in the form around the host, as German Market's script does). */
function partsOf(host: HTMLElement) {
  const form = host.closest('form');
  const byId = (id: string) => (form ?? host.ownerDocument).querySelector<HTMLInputElement>(`#${id}`);
  const holder = byId('german-market-sepa-holder');
  const iban = byId('german-market-sepa-iban');
  const bic = byId('german-market-sepa-bic');
  if (!holder || !iban || !bic) return null;
  const saved = host.querySelector<HTMLInputElement>('input[name="german_market_sepa_use_saved_data"]');
  const entry = host.querySelector<HTMLElement>('.german-market-sepa-entry');
  const address = (name: string) => (form?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)?.value ?? '').trim();
  const read = (): { fields: MandateFields; savedData: boolean } => ({
    fields: {
      holder: holder.value,
      iban: iban.value,
      bic: bic.value,
      street: address('billing_address_1'),
      zip: address('billing_postcode'),
      city: address('billing_city'),
      country: address('billing_country'),
    },
    savedData: saved?.checked ?? false,
  });
  return { form, holder, iban, bic, entry, read, inputs: { iban, bic } as Record<CheckedField, HTMLInputElement> };
}

type Parts = NonNullable<ReturnType<typeof partsOf>>;

function lineText(line: Line): string {
  switch (line.kind) {
    case 'none':
      return '';
    case 'failure':
      return SHARED_FAILURES.includes(line.key) ? t(line.key as MessageKey) : t('sepa.previewFailed');
    case 'invalid':
      return t('sepa.previewInvalid', { reason: t(line.problem) });
    case 'missing':
      return t('sepa.previewMissing', { fields: line.fields.map((name) => t(FIELD_LABELS[name])).join(', ') });
  }
}

/** The span under a field its message is portalled into; its id is what the field is described by. */
function errorSpan(input: HTMLInputElement): HTMLElement {
  const span = input.ownerDocument.createElement('span');
  span.className = 'si-sepa__error';
  span.id = `${input.id}-error`;
  return span;
}

export function SepaMandate({ host, bicRequired }: IslandComponentProps<typeof props>) {
  const [parts] = useState<Parts>(() => partsOf(host)!);
  const { form, iban, bic, entry, read, inputs } = parts;
  const bicMustBeGiven =
    bicRequired === 'yes' || (bicRequired === 'auto' && (bic.required || bic.getAttribute('aria-required') === 'true'));
  const [state, dispatch] = useReducer(sepaReducer, null, () => {
    const { fields, savedData } = read();
    const active = host.ownerDocument.activeElement;
    return initialSepaState(fields, savedData, active === iban ? 'iban' : active === bic ? 'bic' : null);
  });
  const { problems, ready, line } = sepaView(state, bicMustBeGiven);
  const [errors] = useState(() => ({ iban: errorSpan(iban), bic: errorSpan(bic) }));
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const request = useRef<AbortController | null>(null);

  // the message spans go under their fields, which are described by them for as long as the island is there
  useLayoutEffect(() => {
    const before = (['iban', 'bic'] as const).map((name) => {
      const input = inputs[name];
      const describedBy = input.getAttribute('aria-describedby');
      input.after(errors[name]);
      input.setAttribute('aria-describedby', [describedBy, errors[name].id].filter(Boolean).join(' '));
      return () => {
        errors[name].remove();
        if (describedBy === null) input.removeAttribute('aria-describedby');
        else input.setAttribute('aria-describedby', describedBy);
      };
    });
    return () => before.forEach((restore) => restore());
  }, [inputs, errors]);

  // aria-invalid follows the problems shown
  useLayoutEffect(() => {
    for (const name of ['iban', 'bic'] as const) {
      if (problems[name]) inputs[name].setAttribute('aria-invalid', 'true');
      else inputs[name].removeAttribute('aria-invalid');
    }
  }, [inputs, problems.iban, problems.bic]); // eslint-disable-line react-hooks/exhaustive-deps

  // saved bank data hides the entry fields
  useLayoutEffect(() => {
    if (entry) setShown(entry, !state.savedData);
  }, [entry, state.savedData]);
  useLayoutEffect(
    () => () => {
      if (entry) setShown(entry, true);
    },
    [entry],
  );

  // what the shopper types in the fields (and the billing address they depend on)
  useEffect(() => {
    const target = form ?? host;
    const changed = () => dispatch({ type: 'fields', ...read() });
    const left = (event: FocusEvent) => {
      const name = event.target === iban ? 'iban' : event.target === bic ? 'bic' : null;
      if (!name) return;
      // a valid IBAN is shown in groups of four, as on the bank's paper
      const compact = compactIban(iban.value);
      if (name === 'iban' && compact && ibanProblem(compact) === null) iban.value = compact.replace(/(.{4})/g, '$1 ').trim();
      dispatch({ type: 'left', field: name, ...read() });
    };
    target.addEventListener('input', changed);
    target.addEventListener('change', changed);
    target.addEventListener('focusout', left);
    if (target !== host) host.addEventListener('focusout', left);
    return () => {
      target.removeEventListener('input', changed);
      target.removeEventListener('change', changed);
      target.removeEventListener('focusout', left);
      host.removeEventListener('focusout', left);
      request.current?.abort();
    };
  }, [form, host, iban, bic, read]);

  const preview = useCallback(async () => {
    if (request.current) return;
    const controller = new AbortController();
    request.current = controller;
    dispatch({ type: 'ask' });
    const { fields, savedData } = read();
    const sepa = ((globalThis as { sepa_ajax_object?: SepaGlobal }).sepa_ajax_object ?? {}) as SepaGlobal;
    try {
      // the sanitiser comes with the reply, so a failure to fetch it (offline) is said before any dialog opens
      const [reply] = await Promise.all([
        adminAjax(
          'gm_sepa_direct_debit_mandate_preview',
          {
            holder: fields.holder.trim(),
            iban: compactIban(fields.iban),
            bic: fields.bic.replace(/\s+/g, '').toUpperCase(),
            street: fields.street,
            zip: fields.zip,
            city: fields.city,
            country: fields.country,
            nonce: sepa.nonce ?? '',
            saved_data: savedData ? '1' : '',
          },
          { signal: controller.signal },
        ),
        import('../../src/ui/sanitize'),
      ]);
      dispatch({ type: 'answer', html: mandateHtml(reply) });
    } catch (error) {
      if (!isAborted(error)) dispatch({ type: 'failed', key: navigator.onLine === false ? 'error.offline' : errorMessageKey(error) });
    } finally {
      request.current = null;
    }
  }, [read]);

  const close = useCallback(() => dispatch({ type: 'close' }), []);
  // the mandate is in (at once, or once the sanitiser has come on a first preview): its heading names the dialog and takes focus
  const named = useCallback((element: HTMLElement) => {
    const heading = mandateHeading(element);
    heading?.focus();
    dispatch({ type: 'named', headingId: heading?.id });
  }, []);
  const failed = useCallback(() => dispatch({ type: 'failed', key: 'error.offline' }), []);
  const shown = state.preview;

  return (
    <>
      <button
        ref={setButton}
        type="button"
        className="button si-sepa__preview-button"
        hidden={!ready}
        style={ready ? undefined : { display: 'none' }}
        aria-haspopup="dialog"
        aria-busy={shown.status === 'loading' ? 'true' : undefined}
        onClick={() => void preview()}
      >
        {t('sepa.preview')}
      </button>
      <p className="si-sepa__hint" aria-live="polite">
        {lineText(line)}
      </p>
      {createPortal(problems.iban ? t(problems.iban) : null, errors.iban)}
      {createPortal(problems.bic ? t(problems.bic) : null, errors.bic)}
      {shown.status === 'open' && (
        <Dialog
          className="si-sepa-dialog"
          opener={button}
          {...(shown.headingId ? { labelledBy: shown.headingId } : { title: t('sepa.preview') })}
          initialFocus={mandateHeading}
          onClose={close}
        >
          <ServerHtml className={MANDATE_CLASS} html={shown.html} onInserted={named} onFailed={failed} />
        </Dialog>
      )}
    </>
  );
}

export default defineIsland(sepaMandate, {
  props,
  prepare(host) {
    if (!partsOf(host)) throw new Error('holds no german-market-sepa-holder, -iban and -bic fields');
  },
  slot: (host) => makeSlot(host, 'si-sepa__preview'),
  component: SepaMandate,
});
