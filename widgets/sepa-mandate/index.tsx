/**
 * German Market's SEPA direct debit fields as a React island over the printed inputs: holder, IBAN
 * and BIC checked as the shopper types (ibantools, validation.ts) with the reason under the field,
 * the mandate preview offered only when the contract's condition holds (and the IBAN is valid),
 * saved bank data hiding the entry fields, and the preview HTML from
 * `gm_sepa_direct_debit_mandate_preview` in the shared modal dialog (MandateDialog, fetched on the
 * first preview). The root is a slot after the fields (button and line); the messages under IBAN
 * and BIC are portals into spans placed after them. One state (state.ts); text and ARIA derive from it.
 */
import { useReducer, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import type { MessageKey } from '../../src/i18n';
import { defineIsland, makeSlot, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { adminAjax } from '../../src/wp/ajax';
import { errorMessageKey, isAborted } from '../../src/wp/errors';

import { useAriaInvalid, useEntryHiddenBySavedData, useFieldEdits, useMessageSpans, usePreviewAbortedOnUnmount } from './hooks';
import type { MandateDialogProps } from './MandateDialog';
import { t } from './messages';
import { mandateHtml } from './preview';
import { initialSepaState, sepaReducer, sepaView } from './state';
import { compactIban, type MandateFields } from './validation';
import { pageGlobal } from '../../src/wp/config';

export const props = {
  /** Whether the BIC must be given; default: what the BIC field says (`required` / `aria-required`). */
  bicRequired: prop.oneOf(['auto', 'yes', 'no'] as const, { default: 'auto' }),
};

type Key = Parameters<typeof t>[0];
const SHARED_FAILURES = ['error.offline', 'error.timeout', 'error.session'];

/** The printed controls the island works with (found in the form around the host, as German Market's script does). */
function partsOf(host: HTMLElement) {
  const form = host.closest('form');
  const byId = (id: string) => (form ?? host.ownerDocument).querySelector<HTMLInputElement>(`#german-market-sepa-${id}`);
  const holder = byId('holder');
  const inputs = { iban: byId('iban')!, bic: byId('bic')! };
  if (!holder || !inputs.iban || !inputs.bic) return null;
  const saved = host.querySelector<HTMLInputElement>('input[name="german_market_sepa_use_saved_data"]');
  const address = (name: string) => (form?.querySelector<HTMLInputElement>(`[name="billing_${name}"]`)?.value ?? '').trim();
  const read = (): { fields: MandateFields; savedData: boolean } => ({
    fields: {
      holder: holder.value,
      iban: inputs.iban.value,
      bic: inputs.bic.value,
      street: address('address_1'),
      zip: address('postcode'),
      city: address('city'),
      country: address('country'),
    },
    savedData: saved?.checked ?? false,
  });
  return { form, inputs, entry: host.querySelector<HTMLElement>('.german-market-sepa-entry'), read };
}

/** The span under a field its message is portalled into; its id is what the field is described by. */
function errorSpan(input: HTMLInputElement): HTMLElement {
  const span = input.ownerDocument.createElement('span');
  span.className = 'si-sepa__error';
  span.id = `${input.id}-error`;
  return span;
}

export function SepaMandate({ host, bicRequired }: IslandComponentProps<typeof props>) {
  const [{ form, inputs, entry, read }] = useState(() => partsOf(host)!);
  const { iban, bic } = inputs;
  const bicMustBeGiven =
    bicRequired === 'yes' || (bicRequired === 'auto' && (bic.required || bic.getAttribute('aria-required') === 'true'));
  const [state, dispatch] = useReducer(sepaReducer, null, () => {
    const { fields, savedData } = read();
    const active = host.ownerDocument.activeElement;
    return initialSepaState(fields, savedData, active === iban ? 'iban' : active === bic ? 'bic' : null);
  });
  const { problems, ready, missing, invalid } = sepaView(state, bicMustBeGiven);
  const [errors] = useState(() => ({ iban: errorSpan(iban), bic: errorSpan(bic) }));
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [Preview, setPreview] = useState<{ Dialog: ComponentType<MandateDialogProps> } | null>(null);
  const request = useRef<AbortController | null>(null);

  useMessageSpans(inputs, errors);
  useAriaInvalid(inputs, problems);
  useEntryHiddenBySavedData(entry, state.savedData);
  useFieldEdits(form ?? host, inputs, read, dispatch);
  usePreviewAbortedOnUnmount(request);

  async function preview() {
    if (request.current) return;
    const controller = (request.current = new AbortController());
    dispatch({ type: 'ask' });
    const { fields, savedData } = read();
    try {
      // the dialog's code and the sanitiser come with the reply, so a failure to fetch them (offline) is said before any dialog opens
      const [reply, dialog] = await Promise.all([
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
            nonce: pageGlobal('sepa_ajax_object')?.nonce ?? '',
            saved_data: savedData ? '1' : '',
          },
          { signal: controller.signal },
        ),
        // the sanitiser through ServerHtml's loader (the dialog's), so the mandate goes in before its first paint
        import('./MandateDialog').then((module) => module.loadSanitizer().then(() => module)),
      ]);
      setPreview({ Dialog: dialog.MandateDialog });
      dispatch({ type: 'answer', html: mandateHtml(reply) });
    } catch (error) {
      if (!isAborted(error)) dispatch({ type: 'failed', key: navigator.onLine === false ? 'error.offline' : errorMessageKey(error) });
    } finally {
      request.current = null;
    }
  }

  const { failure } = state;
  const line = failure
    ? t(SHARED_FAILURES.includes(failure) ? (failure as MessageKey) : 'sepa.previewFailed')
    : ready || !state.engaged
      ? ''
      : invalid
        ? t('sepa.previewInvalid', { reason: t(invalid) })
        : t('sepa.previewMissing', { fields: missing.map((name) => t(`sepa.field.${name}` as Key)).join(', ') });
  const html = state.preview?.html;

  return (
    <>
      <button
        ref={setButton}
        type="button"
        className="button si-sepa__preview-button"
        hidden={!ready}
        style={ready ? undefined : { display: 'none' }}
        aria-haspopup="dialog"
        aria-busy={state.preview && !html ? 'true' : undefined}
        onClick={() => void preview()}
      >
        {t('sepa.preview')}
      </button>
      <p className="si-sepa__hint" aria-live="polite">
        {line}
      </p>
      {createPortal(problems.iban && t(problems.iban), errors.iban)}
      {createPortal(problems.bic && t(problems.bic), errors.bic)}
      {html && Preview && (
        <Preview.Dialog
          html={html}
          title={t('sepa.preview')}
          opener={button}
          onClose={() => dispatch({ type: 'close' })}
          onFailed={() => dispatch({ type: 'failed', key: 'error.offline' })}
        />
      )}
    </>
  );
}

export default defineIsland(
  { name: 'sepa-mandate' },
  {
    props,
    prepare(host) {
      if (!partsOf(host)) throw new Error('holds no german-market-sepa-holder, -iban and -bic fields');
    },
    slot: (host) => makeSlot(host, 'si-sepa__preview'),
    component: SepaMandate,
  },
);
