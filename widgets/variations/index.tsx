/**
 * The variable product's form, as WooCommerce's add-to-cart-variation.js runs it: the chosen
 * attributes are matched against `data-product_variations` (or, above WooCommerce's threshold,
 * asked of `wc-ajax=get_variation`), and the variation found fills the form's `variation_id`,
 * shows its description, price and stock in `.single_variation` (the page's own
 * `tmpl-variation-template`), its SKU, weight, dimensions and image on the page, and enables the
 * add button when it can be bought. Options no variation offers go, "Clear" starts over, and every
 * event WooCommerce fires on the form is fired (through jQuery when it is on the page).
 *
 * The host is `.single_variation` itself (WooCommerce's placeholder for the variation's data), the
 * React root: its content is the filled template. The form stays the add-to-cart island's host;
 * the two meet only in the form's fields (`variation_id`, `attribute_*`, the button's classes).
 */
import { useEffect, useLayoutEffect, useReducer, useState } from 'react';
import { createPortal } from 'react-dom';
import { defineIsland, type IslandComponentProps } from '../../src/islands/island';
import { ServerHtml } from '../../src/islands/ServerHtml';
import { t as tShared } from '../../src/i18n';
import { errorMessageKey, isAborted } from '../../src/wp/errors';
import { on, trigger } from '../../src/wp/events';
import { getVariation } from './api';
import {
  attributeFields,
  onAttributeChange,
  readChosen,
  resetImage,
  showImage,
  showMeta,
  showQuantity,
  updateAttributeFields,
  variationIdFields,
} from './form';
import {
  DEFAULT_TEMPLATE,
  fillTemplate,
  findMatchingVariations,
  isComplete,
  isPurchasable,
  parseVariationData,
  variationSchema,
  type Variation,
} from './match';
import { t, wooText } from './messages';

import * as v from 'valibot';

const props = {};

const FORM = 'form.variations_form';

interface State {
  /** the variation shown, and whether it can be added */
  shown: { variation: Variation; purchasable: boolean; seq: number } | null;
  /** below `.single_variation`: no variation matches, or the look-up failed */
  notice: { kind: 'noMatch' } | { kind: 'failed'; reason: string } | null;
  /** a `get_variation` request is open (the form is blocked, as blockUI did) */
  loading: boolean;
  /** "Your selection has been reset" for screen readers */
  resetAnnounced: boolean;
}

type Action =
  | { type: 'found'; variation: Variation }
  | { type: 'reset' }
  | { type: 'notice'; notice: State['notice'] }
  | { type: 'loading'; loading: boolean }
  | { type: 'announce'; on: boolean };

const initialState: State = { shown: null, notice: null, loading: false, resetAnnounced: false };

function variationsReducer(state: State, action: Action): State {
  switch (action.type) {
    case 'found':
      return {
        ...state,
        shown: { variation: action.variation, purchasable: isPurchasable(action.variation), seq: (state.shown?.seq ?? 0) + 1 },
      };
    case 'reset':
      return state.shown ? { ...state, shown: null } : state;
    case 'notice':
      return { ...state, notice: action.notice };
    case 'loading':
      return { ...state, loading: action.loading };
    case 'announce':
      return { ...state, resetAnnounced: action.on };
  }
}

/** The page's `tmpl-<id>` template as WooCommerce prints it (a theme may override it). */
const pageTemplate = (doc: Document, id: string) => doc.getElementById(`tmpl-${id}`)?.textContent ?? null;

function templateHtml(doc: Document, shown: NonNullable<State['shown']>): string {
  const { variation } = shown;
  const data = variation as Record<string, unknown>;
  if (!variation.variation_is_visible) {
    const printed = pageTemplate(doc, 'unavailable-variation-template');
    const filled = printed === null ? null : fillTemplate(printed, data);
    if (filled !== null) return filled;
    const p = doc.createElement('p');
    p.setAttribute('role', 'alert');
    p.textContent = wooText('variations.unavailable');
    return p.outerHTML;
  }
  const printed = pageTemplate(doc, 'variation-template');
  return (printed === null ? null : fillTemplate(printed, data)) ?? fillTemplate(DEFAULT_TEMPLATE, data)!;
}

const readVariationData = (form: HTMLFormElement) => {
  try {
    return parseVariationData(JSON.parse(form.getAttribute('data-product_variations') ?? 'false'));
  } catch {
    return false as const;
  }
};

/** The element right after `.single_variation` for the notice (WooCommerce's `div[role=alert]`), there while it shows. */
function useNoticeSlot(host: HTMLElement, wanted: boolean): HTMLElement {
  const [slot] = useState(() => {
    const element = host.ownerDocument.createElement('div');
    element.setAttribute('role', 'alert');
    element.className = 'si-variations__notice';
    return element;
  });
  useLayoutEffect(() => {
    if (!wanted) return;
    host.after(slot);
    return () => slot.remove();
  }, [host, slot, wanted]);
  return slot;
}

function Variations({ host }: IslandComponentProps<typeof props>) {
  const [form] = useState(() => host.closest<HTMLFormElement>(FORM)!);
  const [state, dispatch] = useReducer(variationsReducer, initialState);
  const [resetAlert] = useState(() => form.querySelector<HTMLElement>('.reset_variations_alert'));

  useEffect(() => {
    let data = readVariationData(form);
    let loading = true; // the first check shows no "no match" message (WooCommerce's `loading`)
    let request: AbortController | null = null;
    /** events this island fires itself, which its own listeners let pass */
    let firing = 0;
    const fire = (name: string, args: readonly unknown[] = [], target: Element = form) => {
      firing += 1;
      try {
        trigger(name, args, target);
      } finally {
        firing -= 1;
      }
    };
    const setVariationId = (value: string) => {
      for (const field of variationIdFields(form)) {
        field.value = value;
        fire('change', [], field);
      }
    };
    const resetLink = (on: boolean) => {
      for (const link of form.querySelectorAll<HTMLElement>('.reset_variations')) {
        if (on) link.style.visibility = 'visible';
        else link.style.visibility = 'hidden';
      }
    };

    /** onResetDisplayedVariation: the printed meta and image back, the variation hidden. */
    const hideShown = () => {
      showMeta(form, null);
      fire('reset_image');
      resetImage(form);
      dispatch({ type: 'reset' });
      fire('hide_variation', [], host);
    };
    const resetData = () => {
      fire('reset_data');
      hideShown();
    };

    /** onFoundVariation: the variation's meta, image, id and quantity; its content shows (show_variation follows). */
    const showFound = (variation: Variation) => {
      showMeta(form, variation);
      const gallery = showImage(form, variation);
      setVariationId(String(variation.variation_id));
      const quantity = showQuantity(form, variation);
      if (quantity) fire('change', [], quantity);
      dispatch({ type: 'found', variation });
      if (gallery) setTimeout(() => fire('woocommerce_gallery_init_zoom', [], gallery), 20);
    };
    const found = (variation: Variation) => {
      fire('found_variation', [variation]);
      showFound(variation);
    };

    /** onUpdateAttributes; true when a chosen value was gone and its field's change took over. */
    const updateValues = (): boolean => {
      fire('update_variation_values');
      if (data === false) return false;
      const gone = updateAttributeFields(form, data);
      fire('woocommerce_update_variation_values');
      for (const select of gone) fire('change', [], select);
      return gone.length > 0;
    };

    const noMatch = () => {
      resetData();
      if (!loading) dispatch({ type: 'notice', notice: { kind: 'noMatch' } });
    };

    /** onFindVariation */
    const check = () => {
      const chosen = readChosen(form);
      let chosenCount = chosen.chosenCount;
      if (isComplete(chosen)) {
        if (data === false) {
          request?.abort();
          const controller = (request = new AbortController());
          const quiet = loading;
          dispatch({ type: 'loading', loading: true });
          const productId = String(parseInt(form.getAttribute('data-product_id') ?? '', 10));
          const customData = form.getAttribute('data-custom_data') ?? undefined;
          getVariation(chosen.data, productId, controller.signal, customData)
            .then(
              (variation) => {
                if (variation) found(variation);
                else {
                  resetData();
                  if (!quiet) dispatch({ type: 'notice', notice: { kind: 'noMatch' } });
                }
              },
              (error: unknown) => {
                if (isAborted(error)) return;
                resetData();
                dispatch({ type: 'notice', notice: { kind: 'failed', reason: tShared(errorMessageKey(error)) } });
              },
            )
            .finally(() => {
              if (request === controller) {
                request = null;
                dispatch({ type: 'loading', loading: false });
              }
            });
        } else {
          if (updateValues()) return;
          const [variation] = findMatchingVariations(data, chosen.data);
          if (variation) found(variation);
          else {
            noMatch();
            chosenCount = 0;
          }
        }
      } else {
        if (updateValues()) return;
        resetData();
      }
      resetLink(chosenCount > 0);
    };

    const runCheck = () => {
      fire('check_variations');
      check();
    };

    /** onChange of an attribute select */
    const onChange = () => {
      setVariationId('');
      dispatch({ type: 'announce', on: false });
      fire('clear_reset_announcement');
      dispatch({ type: 'notice', notice: null });
      if (data !== false) fire('woocommerce_variation_select_change');
      runCheck();
      fire('woocommerce_variation_has_changed');
    };

    /** "Clear": every field empty, the selection-reset announcement, focus on the first field. */
    const onReset = (event: Event) => {
      event.preventDefault();
      for (const select of attributeFields(form)) {
        select.value = '';
        fire('change', [], select);
      }
      fire('announce_reset');
      dispatch({ type: 'announce', on: true });
      resetData();
      fire('reset_focus');
      attributeFields(form)[0]?.focus();
    };

    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('.reset_variations')) return onReset(event);
      const button = target?.closest('.single_add_to_cart_button');
      if (!button || !form.contains(button) || !button.classList.contains('disabled')) return;
      event.preventDefault();
      if (button.classList.contains('wc-variation-is-unavailable')) window.alert(wooText('variations.unavailable'));
      else if (button.classList.contains('wc-variation-selection-needed')) window.alert(wooText('variations.makeSelection'));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        (event.code === 'Enter' || event.code === 'Space') &&
        event.target instanceof Element &&
        event.target.closest('.reset_variations')
      )
        onReset(event);
    };

    const offChange = onAttributeChange(form, () => onChange());
    const listening = new AbortController();
    form.addEventListener('click', onClick, { signal: listening.signal });
    form.addEventListener('keydown', onKeyDown, { signal: listening.signal });
    // what other scripts ask of the form, as they asked WooCommerce's
    const offCheck = on('check_variations', () => firing === 0 && check(), form);
    const offReload = on(
      'reload_product_variations',
      () => {
        if (firing > 0) return;
        data = readVariationData(form);
        runCheck();
      },
      form,
    );
    const offFound = on(
      'found_variation',
      (variation) => {
        if (firing > 0) return;
        const parsed = v.safeParse(variationSchema, variation);
        if (parsed.success) showFound(parsed.output);
      },
      form,
    );
    const offResetData = on('reset_data', () => firing === 0 && hideShown(), form);

    form.querySelector<HTMLElement>('.single_variation_wrap')?.style.removeProperty('display');
    runCheck();
    fire('wc_variation_form');
    loading = false;

    return () => {
      request?.abort();
      offChange();
      listening.abort();
      offCheck();
      offReload();
      offFound();
      offResetData();
    };
  }, [form, host]);

  // the add button and its wrapper, as onShow / onHide set them
  const purchasable = state.shown?.purchasable;
  useLayoutEffect(() => {
    const buttons = form.querySelectorAll('.single_add_to_cart_button');
    const wraps = form.querySelectorAll('.woocommerce-variation-add-to-cart');
    for (const button of buttons) {
      button.classList.toggle('disabled', purchasable !== true);
      button.classList.toggle('wc-variation-selection-needed', purchasable === undefined);
      button.classList.toggle('wc-variation-is-unavailable', purchasable === false);
    }
    for (const wrap of wraps) {
      wrap.classList.toggle('woocommerce-variation-add-to-cart-enabled', purchasable === true);
      wrap.classList.toggle('woocommerce-variation-add-to-cart-disabled', purchasable !== true);
    }
  }, [form, purchasable]);

  // `.single_variation` shows while a variation is (WooCommerce slides it up on reset)
  const shown = state.shown !== null;
  useLayoutEffect(() => {
    host.style.display = shown ? '' : 'none';
  }, [host, shown]);

  // the form is blocked while the server is asked, as blockUI did
  useLayoutEffect(() => {
    if (!state.loading) return;
    form.setAttribute('aria-busy', 'true');
    const position = form.style.position;
    if (getComputedStyle(form).position === 'static') form.style.position = 'relative';
    return () => {
      form.removeAttribute('aria-busy');
      form.style.position = position;
    };
  }, [form, state.loading]);

  const noticeSlot = useNoticeSlot(host, state.notice !== null);
  const { shown: current } = state;

  return (
    <>
      {current && (
        <ServerHtml
          key={current.seq}
          html={templateHtml(host.ownerDocument, current)}
          style={{ display: 'contents' }}
          // show_variation once the variation's content is in, as WooCommerce fires it
          onInserted={() => trigger('show_variation', [current.variation, current.purchasable], host)}
        />
      )}
      {state.notice &&
        createPortal(
          state.notice.kind === 'noMatch' ? (
            <p className="wc-no-matching-variations woocommerce-info">{wooText('variations.noMatch')}</p>
          ) : (
            <p className="woocommerce-error si-variations__error">{t('variations.failed', { reason: state.notice.reason })}</p>
          ),
          noticeSlot,
        )}
      {resetAlert && createPortal(<>{state.resetAnnounced ? wooText('variations.resetAlert') : null}</>, resetAlert)}
      {state.loading &&
        createPortal(
          <div
            className="blockUI blockOverlay si-variations__overlay"
            aria-hidden="true"
            style={{ position: 'absolute', inset: 0, zIndex: 1000, background: '#fff', opacity: 0.6, cursor: 'wait' }}
          />,
          form,
        )}
    </>
  );
}

export default defineIsland(
  { name: 'variations' },
  {
    props,
    prepare(host) {
      if (!host.closest(FORM)) throw new Error('is not inside a variations form (form.variations_form)');
    },
    component: Variations,
  },
);
