/** `wc-ajax=get_variation`: the variation for the chosen attributes when the page does not list them. */
import * as v from 'valibot';
import { wcAjax, wcAjaxUrl } from '../../src/wp/ajax';
import { TransportError } from '../../src/wp/errors';
import { variationSchema, type Attributes, type Variation } from './match';

/**
 * WooCommerce answers the variation as JSON, `false` when none matches, and an empty body without
 * a product id (contracts/recorded/woocommerce/22, 23, 24): the last two are "no match". Anything
 * else that is not a variation is an error.
 */
export function parseVariationReply(text: string, url = wcAjaxUrl('get_variation')): Variation | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch (error) {
    throw new TransportError('protocol', 'The server answered something that is not JSON', {
      url,
      code: 'malformed',
      body: trimmed.slice(0, 500),
      cause: error,
    });
  }
  if (json === false || json === null || json === '') return null;
  const result = v.safeParse(variationSchema, json);
  if (!result.success)
    throw new TransportError('protocol', 'The server answered no variation', { url, code: 'shape', body: trimmed.slice(0, 500) });
  return result.output;
}

/** POST the chosen attributes and the product id, as WooCommerce's script does. */
export async function getVariation(
  chosen: Attributes,
  productId: string,
  signal: AbortSignal,
  customData?: string,
): Promise<Variation | null> {
  const fields: Record<string, string> = { ...chosen, product_id: productId };
  if (customData !== undefined) fields.custom_data = customData;
  return parseVariationReply(await wcAjax('get_variation', fields, { signal }));
}
