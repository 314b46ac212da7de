/**
 * What add-to-cart-variation.js hands `wc_variation_form`'s listeners: its VariationForm, which swatch
 * and bundle plugins read (`variationForm.$form`, `.variationData`, `.getChosenAttributes()`). The
 * fields are jQuery objects of the page's elements where jQuery is there (as WooCommerce's), the
 * methods WooCommerce's own, on the form's fields as they are when called.
 */
import { jQueryOf } from '../../src/wp/events';
import { attributeFields, readChosen } from './form';
import { findMatchingVariations, isMatch, type Attributes, type Chosen, type Variation } from './match';

export interface VariationFormApi {
  $form: unknown;
  $attributeFields: unknown;
  $singleVariation: unknown;
  $singleVariationWrap: unknown;
  $resetVariations: unknown;
  $resetAlert: unknown;
  $product: unknown;
  variationData: Variation[] | false;
  useAjax: boolean;
  xhr: false;
  loading: boolean;
  getChosenAttributes(): Chosen;
  findMatchingVariations(variations: readonly Variation[], attributes: Attributes): Variation[];
  isMatch(variationAttributes: Attributes, attributes: Attributes): boolean;
}

export function variationFormApi(form: HTMLFormElement, variationData: Variation[] | false): VariationFormApi {
  const $ = jQueryOf();
  const wrap = (elements: Element | Element[] | null) => $?.(elements ?? []);
  const all = (selector: string) => [...form.querySelectorAll(selector)];
  return {
    $form: wrap(form),
    $attributeFields: wrap(attributeFields(form)),
    $singleVariation: wrap(all('.single_variation')),
    $singleVariationWrap: wrap(all('.single_variation_wrap')),
    $resetVariations: wrap(all('.reset_variations')),
    $resetAlert: wrap(all('.reset_variations_alert')),
    $product: wrap(form.closest('.product')),
    variationData,
    useAjax: variationData === false,
    xhr: false,
    loading: true,
    getChosenAttributes: () => readChosen(form),
    findMatchingVariations,
    isMatch,
  };
}
