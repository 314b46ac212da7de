/**
 * The locator's form as HTML: the island writes it into an empty host, and a theme may print the
 * same markup (the demo does, from this function) so the form is there at the first paint and
 * nothing below it moves when the island hydrates.
 */
import { formatDistance } from '../../src/i18n';
import type { DistanceUnit } from '../../src/maps/settings';
import { t } from '../../src/maps/messages';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const esc = (text: string) => text.replace(/[&<>"]/g, (char) => ENTITIES[char]!);

export interface LocatorFormOptions {
  /** Prefix for the fields' ids, unique on the page. */
  uid: string;
  radii: number[];
  radius: number;
  unit: DistanceUnit;
  locale: string;
}

export function locatorFormHtml({ uid, radii, radius, unit, locale }: LocatorFormOptions): string {
  const options = radii
    .map((value) => `<option value="${value}"${value === radius ? ' selected' : ''}>${esc(formatDistance(value, unit, locale))}</option>`)
    .join('');
  return `<form class="si-locator" role="search" aria-label="${esc(t('locator.title'))}" novalidate><div class="si-locator__fields">
<p class="si-locator__field"><label for="${uid}-address">${esc(t('locator.address'))}</label><input type="text" id="${uid}-address" name="address" autocomplete="postal-code"></p>
<p class="si-locator__field"><label for="${uid}-radius">${esc(t('locator.radius'))}</label><select id="${uid}-radius" name="radius">${options}</select></p>
</div>
<p class="si-locator__actions"><button type="submit" class="button alt">${esc(t('locator.search'))}</button> <button type="button" class="button si-locator__me">${esc(t('locator.myLocation'))}</button> <button type="button" class="button si-locator__reset">${esc(t('locator.reset'))}</button></p>
<p class="si-locator__status" role="status"></p>
<p class="si-locator__error" role="alert"></p>
<ol class="si-locator__results" aria-label="${esc(t('locator.results'))}"></ol></form>`;
}

/** Parses `data-radii` ("5,10,25"): positive numbers only. */
export const radiusChoices = (radii: string): number[] =>
  radii
    .split(',')
    .map(Number)
    .filter((value) => Number.isFinite(value) && value > 0);
