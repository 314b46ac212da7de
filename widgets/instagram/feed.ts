/**
 * The feed's one call: `POST admin-ajax action=flatsome_load_instagram` with the element's settings
 * as `data[…]`, answering `{success, data}` with the feed HTML. Anything else is a failure.
 */
import * as v from 'valibot';
import { adminAjax } from '../../src/wp/ajax';

const reply = v.object({ success: v.boolean(), data: v.optional(v.unknown()) });

/** The settings the theme printed, sent back as Flatsome does: `data[key]`, objects as JSON. */
export const feedFields = (data: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      `data[${key}]`,
      typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value),
    ]),
  );

/** The feed HTML (still to be sanitised), or a failure: `success: false`, no HTML, HTTP errors, malformed, offline. */
export async function loadFeed(data: Record<string, unknown>, signal: AbortSignal): Promise<string> {
  const answer = await adminAjax('flatsome_load_instagram', feedFields(data), { schema: reply, signal });
  if (!answer.success || typeof answer.data !== 'string' || answer.data.trim() === '')
    throw new Error(`the feed could not be loaded: ${String(answer.data)}`);
  return answer.data;
}
