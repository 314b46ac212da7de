/**
 * Live product search on the theme's search form, as a React island: the printed search field
 * becomes an ARIA 1.2 combobox (src/ui/useCombobox.ts) with a listbox of suggestions from
 * `flatsome_ajax_search_products`. The field and the form stay the server's; the island's root is
 * a slot out of the flow inside the form holding the popup and the live region, so nothing moves.
 * The form keeps working without it: Enter without a chosen suggestion submits the search.
 */
import { Fragment, useEffect, useMemo, useState } from 'react';
import { useDomEvent } from '../../src/hooks/useDomEvent';
import { defineIsland, makeSlot, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { ServerHtml, sanitizerReady } from '../../src/islands/ServerHtml';
import { isExpanded, liveText, popupShown } from '../../src/ui/combobox';
import { useCombobox } from '../../src/ui/useCombobox';
import { adminAjax } from '../../src/wp/ajax';
import { errorMessageKey, isAborted } from '../../src/wp/errors';
import { safeSameOriginUrl } from '../../src/wp/url';

import { t } from './messages';
import { searchStyles } from './styles';
import {
  highlightParts,
  MIN_QUERY_LENGTH,
  normaliseQuery,
  replySchema,
  SuggestionCache,
  toAnswer,
  type Answer,
  type Suggestion,
} from './suggestions';
import { pageGlobal } from '../../src/wp/config';

export { BLUR_HIDE_MS } from '../../src/ui/useCombobox';

const props = {
  /** ms to wait after typing before asking; default Flatsome's `search_result_latency`. */
  latency: prop.number({ default: -1 }),
  showNoResults: prop.boolean({ default: true }),
};

const FIELD = 'input[type="search"], input[name="s"]';

const flatsomeLatency = (): number => {
  const options = pageGlobal('flatsomeVars')?.options;
  const value = Number(options?.search_result_latency);
  return Number.isFinite(value) && value >= 0 ? value : 0;
};

/** Suggestion images and links: only this site's, over http(s). */
const siteUrl = (candidate: string): string | null => safeSameOriginUrl(candidate)?.href ?? null;

let instances = 0;

function SuggestionOption({ suggestion, query }: { suggestion: Suggestion; query: string }) {
  const src = siteUrl(suggestion.img);
  return (
    <>
      {src ? <img src={src} alt="" width={40} height={40} loading="lazy" /> : <span aria-hidden="true" />}
      <span className="si-search__name">
        {highlightParts(suggestion.value, query).map((part, index) =>
          part.match ? <strong key={index}>{part.text}</strong> : <Fragment key={index}>{part.text}</Fragment>,
        )}
      </span>
      {suggestion.price ? <ServerHtml as="span" className="si-search__price" profile="inline" html={suggestion.price} /> : null}
    </>
  );
}

function ProductSearch({ host, latency, showNoResults }: IslandComponentProps<typeof props>) {
  const input = useMemo(() => host.querySelector<HTMLInputElement>(FIELD), [host]);
  const select = useMemo(() => host.querySelector<HTMLSelectElement>('select[name="product_cat"]'), [host]);
  const [listboxId] = useState(() => `si-search-${++instances}-list`);
  const [cache] = useState(() => new SuggestionCache());
  const category = () => select?.value ?? '';
  const shown = (answer: Answer) => ({
    options: answer.products,
    message: showNoResults ? (answer.notice ?? t('search.noResults')) : '',
  });

  const combobox = useCombobox<Suggestion>({
    input,
    within: host,
    listboxId,
    minLength: MIN_QUERY_LENGTH,
    delay: latency >= 0 ? latency : flatsomeLatency(),
    normalise: normaliseQuery,
    cached(query) {
      const cat = category();
      const known = cache.get(query, cat);
      if (known) return shown(known);
      // a query that extends one that found nothing cannot find more
      if (cache.extendsDeadEnd(query, cat)) return shown({ products: [], notice: null });
      return undefined;
    },
    async load(query, signal) {
      const cat = category();
      const reply = await adminAjax(
        'flatsome_ajax_search_products',
        { query, ...(cat ? { product_cat: cat } : {}) },
        { method: 'GET', schema: replySchema, signal },
      );
      const answer = toAnswer(reply.suggestions);
      cache.set(query, cat, answer);
      // the prices are server HTML: shown with the names, not a moment later (each would move the rows below it)
      if (answer.products.some((suggestion) => suggestion.price)) await sanitizerReady();
      return shown(answer);
    },
    failMessage: (error) => {
      if (isAborted(error)) return null;
      return errorMessageKey(error) === 'error.offline' ? t('error.offline') : t('search.failed');
    },
    choose(suggestion) {
      // the "nothing found" row (id -1) and links off the site are never followed: Enter searches
      const url = suggestion.id === -1 ? null : siteUrl(suggestion.url);
      if (!url) return false;
      location.assign(url);
      return true;
    },
  });
  const { state, refresh, optionProps } = combobox;

  // a category chosen next to the field asks again for what it says
  useDomEvent(select, 'change', () => refresh());

  const loading = state.status === 'loading';
  useEffect(() => {
    if (!loading) return;
    host.classList.add('si-search--loading');
    return () => host.classList.remove('si-search--loading');
  }, [host, loading]);

  const expanded = isExpanded(state);
  const messageShown = popupShown(state) && !expanded;
  return (
    <>
      {/* the popup's own clicks keep the focus in the field */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className="si-search__popup" hidden={!popupShown(state)} onMouseDown={(event) => event.preventDefault()}>
        {/* scrollable, so reachable for axe's keyboard rule; the arrow keys scroll it via the field */}
        <ul id={listboxId} className="si-search__list" role="listbox" aria-label={t('search.suggestions')} tabIndex={-1} hidden={!expanded}>
          {state.options.map((suggestion, index) => (
            // options never take focus: the combobox's keys (aria-activedescendant) take them
            <li key={`${suggestion.id}-${index}`} className="si-search__option" {...optionProps(index)}>
              <SuggestionOption suggestion={suggestion} query={state.query} />
            </li>
          ))}
        </ul>
        <p className={`si-search__message si-search__message--${state.status === 'error' ? 'error' : 'info'}`} hidden={!messageShown}>
          {messageShown ? state.message : ''}
        </p>
      </div>
      <span className="screen-reader-text si-search__status" role="status">
        {liveText(state, (n) => (n === 1 ? t('search.count.one') : t('search.count.other', { n })))}
      </span>
    </>
  );
}

export default defineIsland(
  { name: 'product-search' },
  {
    props,
    prepare(host) {
      if (!host.querySelector(FIELD)) throw new Error('holds no search field (input[type=search] or input[name=s])');
      searchStyles(host.ownerDocument);
      // fetched while the shopper types: the first answer's prices need it
      void sanitizerReady();
    },
    // after the printed markup is recorded: unmounting gives the form back its own class
    slot: (host) => {
      host.classList.add('si-search');
      return makeSlot(host, 'si-search__slot');
    },
    component: ProductSearch,
  },
);
