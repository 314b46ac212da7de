/**
 * Map Builder's store locator as a React island. The form (address, radius, my location, search,
 * reset) is the one the theme printed, or the same markup written into an empty host; it stays
 * put. The island's root is a slot inside the form holding the status, failure and results, which
 * the server printed empty, so nothing moves when it mounts.
 */
import { useMemo } from 'react';
import { defineIsland, makeSlot, type IslandComponentProps } from '../../src/islands/island';
import { prop, type InferProps } from '../../src/islands/props';
import { getConfig, pageGlobal } from '../../src/wp/config';
import { readSettings } from '../../src/maps/settings';
import { locatorFormHtml, radiusChoices } from './form';

import { findForm } from './locator-form';
import { StoreLocator } from './Locator';
import './styles';

export { parseStoresReply } from './stores';

const props = {
  mapKey: prop.string({ required: true }),
  radii: prop.string({ default: '5,10,25,50,100,300' }),
  radius: prop.number({ default: 50 }),
};

const settingsFor = (mapKey: string) => readSettings(pageGlobal('gmwdmapData'), mapKey);

let forms = 0;

/** The printed parts the island renders again, in the order they are printed. */
const OUTPUT = ['.si-locator__status', '.si-locator__error', '.si-locator__results'];

function outputSlot(host: HTMLElement, { mapKey, radii, radius }: InferProps<typeof props>): HTMLElement {
  if (!host.querySelector('form.si-locator')) {
    const unit = settingsFor(mapKey).distanceUnit;
    host.insertAdjacentHTML(
      'beforeend',
      locatorFormHtml({ uid: `si-locator-${++forms}`, radii: radiusChoices(radii), radius, unit, locale: getConfig().locale }),
    );
  }
  const form = host.querySelector<HTMLFormElement>('form.si-locator')!;
  const printed = OUTPUT.flatMap((selector) => [...form.querySelectorAll<HTMLElement>(selector)].slice(0, 1));
  // the slot takes the printed parts' place and holds them until React renders the same markup
  return makeSlot(host, 'si-locator__output', (slot) => {
    if (printed[0]) printed[0].before(slot);
    else form.append(slot);
    slot.append(...printed);
  });
}

function StoreLocatorIsland({ host, mapKey, radius }: IslandComponentProps<typeof props>) {
  const settings = useMemo(() => settingsFor(mapKey), [mapKey]);
  const parts = useMemo(() => findForm(host), [host]);
  if (!parts) return null;
  return <StoreLocator parts={parts} mapKey={mapKey} mapId={settings.mapId} unit={settings.distanceUnit} defaultRadius={radius} />;
}

export default defineIsland(
  { name: 'store-locator' },
  {
    props,
    prepare(host) {
      const form = host.querySelector('form.si-locator');
      if (form && !findForm(host)) throw new Error('has a printed form.si-locator without input[name=address] and select[name=radius]');
    },
    slot: outputSlot,
    component: StoreLocatorIsland,
  },
);
