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
import { useReducer, useState } from 'react';
import { createPortal } from 'react-dom';
import { defineIsland, type IslandComponentProps } from '../../src/islands/island';
import { ServerHtml } from '../../src/islands/ServerHtml';
import { trigger } from '../../src/wp/events';
import { useAddButtonState, useFormBlocked, useHostDisplay, useNoticeSlot, useVariationForm } from './hooks';
import { DEFAULT_TEMPLATE, fillTemplate } from './match';
import { t, wooText } from './messages';
import { initialState, variationsReducer, type State } from './state';

const props = {};

const FORM = 'form.variations_form';

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

function Variations({ host }: IslandComponentProps<typeof props>) {
  const [form] = useState(() => host.closest<HTMLFormElement>(FORM)!);
  const [state, dispatch] = useReducer(variationsReducer, initialState);
  const [resetAlert] = useState(() => form.querySelector<HTMLElement>('.reset_variations_alert'));

  useVariationForm(form, host, dispatch);
  useAddButtonState(form, state.shown?.purchasable);
  useHostDisplay(host, state.shown !== null);
  useFormBlocked(form, state.loading);
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
