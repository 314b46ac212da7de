/**
 * The variations form's behaviour, as WooCommerce's `VariationForm` (add-to-cart-variation.js) is one
 * object: its handlers share the variations read from the form (`data`), whether the first check is
 * still running (`loading`), the open `get_variation` request and the events the form fires itself
 * (`firing`, which its own listeners let pass). Plain, without React: what the island shows goes to
 * the reducer (state.ts) through `dispatch`; the page's fields, meta, image and events are changed
 * here, in WooCommerce's order. Everything it adds ends with `signal`.
 */
import * as v from 'valibot';
import { t as tShared } from '../../src/i18n';
import { errorMessageKey, isAborted } from '../../src/wp/errors';
import { jQueryOf, on, trigger } from '../../src/wp/events';
import { getVariation } from './api';
import {
  attributeFields,
  onAttributeChange,
  readChosen,
  resetImage,
  galleryOf,
  showImage,
  showMeta,
  showQuantity,
  thumbnailShowing,
  updateAttributeFields,
  variationIdFields,
} from './form';
import { findMatchingVariations, isComplete, parseVariationData, variationSchema, type Attributes, type Variation } from './match';
import { wooText } from './messages';
import { variationFormApi } from './variation-form-api';
import type { Action } from './state';

export type VariationDispatch = (action: Action) => void;

/**
 * The form's variations as add-to-cart-variation.js reads them, `$form.data('product_variations')`:
 * what another script stored there through jQuery (a quick view, a plugin loading them), else the
 * printed `data-product_variations`. The list, or false (above WooCommerce's threshold, or
 * unreadable: ask the server).
 */
export const readVariationData = (form: HTMLFormElement): Variation[] | false => {
  // jquery-data.ts's jQueryData, written out: importing that module splits a chunk off (cart-page and warm over budget)
  const stored = jQueryOf()?.(form).data()?.product_variations;
  if (stored !== undefined) return parseVariationData(stored);
  try {
    return parseVariationData(JSON.parse(form.getAttribute('data-product_variations') ?? 'false'));
  } catch {
    return false as const;
  }
};

/** The "Clear" links are visible while something is chosen. */
function showResetLinks(form: HTMLFormElement, on: boolean): void {
  for (const link of form.querySelectorAll<HTMLElement>('.reset_variations')) {
    if (on) link.style.visibility = 'visible';
    else link.style.visibility = 'hidden';
  }
}

/** A press on the form's add button while it is disabled adds nothing and alerts why (WooCommerce's texts). */
function refuseDisabledAdd(form: HTMLFormElement, target: Element | null, event: Event): void {
  const button = target?.closest('.single_add_to_cart_button');
  if (!button || !form.contains(button) || !button.classList.contains('disabled')) return;
  event.preventDefault();
  if (button.classList.contains('wc-variation-is-unavailable')) window.alert(wooText('variations.unavailable'));
  else if (button.classList.contains('wc-variation-selection-needed')) window.alert(wooText('variations.makeSelection'));
}

/**
 * Runs the form from now until `signal` aborts: listens to its fields, "Clear", the add button and
 * the events other scripts fire on it, runs the first check and fires `wc_variation_form`.
 */
export function startVariationForm(form: HTMLFormElement, host: HTMLElement, dispatch: VariationDispatch, signal: AbortSignal): void {
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

  /**
   * The end of wc_variations_image_update, 20 ms after the image changed: jQuery's window resize
   * (themes lay their sliders out again), unless the gallery slid to the variation's image, the
   * gallery back to its first image (`current-image` compared as WooCommerce does: the attribute, a
   * string, with the id, a number, so a variation's image always resets it), and its zoom read again.
   */
  const afterImage = (variation: Variation | null, slid = false) =>
    setTimeout(() => {
      jQueryOf()?.(window).trigger('resize');
      const gallery = galleryOf(form);
      if (!slid) {
        const imageId = variation?.image_id ? variation.image_id : '';
        const changed = form.getAttribute('current-image') !== imageId;
        form.setAttribute('current-image', String(imageId));
        if (gallery && changed) fire('woocommerce_gallery_reset_slide_position', [], gallery);
      }
      if (gallery) fire('woocommerce_gallery_init_zoom', [], gallery);
    }, 20);

  /** onResetDisplayedVariation: the printed meta and image back, the variation hidden. */
  const hideShown = () => {
    showMeta(form, null);
    fire('reset_image');
    resetImage(form);
    afterImage(null);
    dispatch({ type: 'reset' });
    fire('hide_variation', [], host);
  };
  // WooCommerce's own handler is the form's first (bound as the form starts): other scripts' handlers
  // of reset_data and found_variation find the form already changed
  const resetData = () => {
    hideShown();
    fire('reset_data');
  };

  /**
   * wc_variations_image_update: the gallery slides to the variation's image where it holds it, else
   * its first image becomes it. The islands' gallery slides once it is mounted; before, it shows its
   * first image, which then becomes the variation's.
   */
  const updateImage = (variation: Variation) => {
    const thumbnail = thumbnailShowing(form, variation);
    const island = thumbnail?.closest('[data-island]');
    const slides = thumbnail !== null && (!island || island.getAttribute('data-island-state') === 'mounted');
    if (slides) {
      fire('flexslider-click', [], thumbnail);
      form.setAttribute('current-image', String(variation.image_id));
    } else showImage(form, variation);
    afterImage(variation, slides);
  };

  /** onFoundVariation: the variation's meta, image, id and quantity; its content shows (show_variation follows). */
  const showFound = (variation: Variation) => {
    showMeta(form, variation);
    updateImage(variation);
    setVariationId(String(variation.variation_id));
    const quantity = showQuantity(form, variation);
    if (quantity) fire('change', [], quantity);
    dispatch({ type: 'found', variation });
  };
  const found = (variation: Variation) => {
    showFound(variation);
    fire('found_variation', [variation]);
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

  /** A full choice without the variations listed: `wc-ajax=get_variation`, the newest request wins, the form blocked meanwhile. */
  const ask = (chosen: Attributes) => {
    request?.abort();
    const controller = (request = new AbortController());
    const quiet = loading;
    dispatch({ type: 'loading', loading: true });
    const productId = String(parseInt(form.getAttribute('data-product_id') ?? '', 10));
    const customData = form.getAttribute('data-custom_data') ?? undefined;
    getVariation(chosen, productId, controller.signal, customData)
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
  };

  /** onFindVariation */
  const check = () => {
    const chosen = readChosen(form);
    let chosenCount = chosen.chosenCount;
    if (isComplete(chosen)) {
      if (data === false) ask(chosen.data);
      else {
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
    showResetLinks(form, chosenCount > 0);
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
    if (target?.closest('.reset_variations')) onReset(event);
    else refuseDisabledAdd(form, target, event);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.code === 'Enter' || event.code === 'Space') && event.target instanceof Element && event.target.closest('.reset_variations'))
      onReset(event);
  };

  const offChange = onAttributeChange(form, () => onChange());
  form.addEventListener('click', onClick, { signal });
  form.addEventListener('keydown', onKeyDown, { signal });
  // what other scripts ask of the form, as they asked WooCommerce's
  const offs = [
    on('check_variations', () => firing === 0 && check(), form),
    on(
      'reload_product_variations',
      () => {
        if (firing > 0) return;
        data = readVariationData(form);
        runCheck();
      },
      form,
    ),
    on(
      'found_variation',
      (variation) => {
        if (firing > 0) return;
        const parsed = v.safeParse(variationSchema, variation);
        if (parsed.success) showFound(parsed.output);
      },
      form,
    ),
    on('reset_data', () => firing === 0 && hideShown(), form),
  ];
  signal.addEventListener('abort', () => {
    request?.abort();
    offChange();
    for (const off of offs) off();
  });

  form.querySelector<HTMLElement>('.single_variation_wrap')?.style.removeProperty('display');
  runCheck();
  fire('wc_variation_form', [variationFormApi(form, data)]);
  loading = false;
}
