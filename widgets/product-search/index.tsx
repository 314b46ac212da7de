/**
 * Live product search on the theme's search form: an ARIA 1.2 combobox (the search field) with a
 * listbox of suggestions from `flatsome_ajax_search_products`. The form keeps working without it:
 * Enter without a chosen suggestion submits the search as before. Plain DOM, since the header
 * search is on every page.
 */
import { t } from './messages';
import { prop, type InferProps } from '../../src/islands/props';
import { inlineHtml } from '../../src/ui/sanitize';
import { adminAjax } from '../../src/wp/ajax';
import { errorMessageKey, isAborted } from '../../src/wp/errors';
import { latestWins } from '../../src/wp/latest';
import { safeSameOriginUrl } from '../../src/wp/url';
import {
  highlightParts,
  isSearchable,
  normaliseQuery,
  replySchema,
  SuggestionCache,
  toAnswer,
  type Answer,
  type Suggestion,
} from './suggestions';
import { searchStyles } from './styles';

export const props = {
  /** ms to wait after typing before asking; default Flatsome's `search_result_latency`. */
  latency: prop.number({ default: -1 }),
  showNoResults: prop.boolean({ default: true }),
};

/** Time the list stays after the field loses focus, so a click on a suggestion still lands. */
export const BLUR_HIDE_MS = 200;

const flatsomeLatency = (): number => {
  const options = (globalThis as { flatsomeVars?: { options?: { search_result_latency?: unknown } } }).flatsomeVars?.options;
  const value = Number(options?.search_result_latency);
  return Number.isFinite(value) && value >= 0 ? value : 0;
};

const imageUrl = (candidate: string): string | null => {
  if (!candidate) return null;
  try {
    const url = new URL(candidate, location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

let instances = 0;

export function mount(host: HTMLElement, { latency, showNoResults }: InferProps<typeof props>) {
  const found = host.querySelector<HTMLInputElement>('input[type="search"], input[name="s"]');
  if (!found) throw new Error('holds no search field (input[type=search] or input[name=s])');
  const input: HTMLInputElement = found;
  const categorySelect = host.querySelector<HTMLSelectElement>('select[name="product_cat"]');
  const delay = latency >= 0 ? latency : flatsomeLatency();
  const doc = host.ownerDocument;
  searchStyles(doc);

  const uid = `si-search-${++instances}`;
  const popup = doc.createElement('div');
  popup.className = 'si-search__popup';
  popup.hidden = true;
  const listbox = doc.createElement('ul');
  listbox.id = `${uid}-list`;
  listbox.className = 'si-search__list';
  listbox.setAttribute('role', 'listbox');
  listbox.setAttribute('aria-label', t('search.suggestions'));
  // scrollable, so reachable for axe's keyboard rule; the arrow keys scroll it via the field
  listbox.tabIndex = -1;
  const message = doc.createElement('p');
  message.className = 'si-search__message';
  popup.append(listbox, message);
  const status = doc.createElement('span');
  status.className = 'screen-reader-text si-search__status';
  status.setAttribute('role', 'status');
  host.classList.add('si-search');
  host.append(popup, status);

  const previous = {
    role: input.getAttribute('role'),
    autocomplete: input.getAttribute('autocomplete'),
  };
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', listbox.id);
  input.setAttribute('autocomplete', 'off');

  const cache = new SuggestionCache();
  let shown: Suggestion[] = [];
  let active = -1;
  let typingTimer: ReturnType<typeof setTimeout> | undefined;
  let blurTimer: ReturnType<typeof setTimeout> | undefined;

  const request = latestWins((signal, query: string, category: string) =>
    adminAjax(
      'flatsome_ajax_search_products',
      { query, ...(category ? { product_cat: category } : {}) },
      { method: 'GET', schema: replySchema, signal },
    ),
  );

  const category = () => categorySelect?.value ?? '';
  const currentQuery = () => normaliseQuery(input.value);

  function setActive(index: number) {
    active = index;
    [...listbox.children].forEach((option, position) => option.setAttribute('aria-selected', String(position === index)));
    const option = listbox.children[index] as HTMLElement | undefined;
    if (option) {
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView?.({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  }

  function close() {
    popup.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    setActive(-1);
  }

  function showMessage(text: string, kind: 'info' | 'error') {
    shown = [];
    listbox.replaceChildren();
    listbox.hidden = true;
    message.textContent = text;
    message.hidden = false;
    message.className = `si-search__message si-search__message--${kind}`;
    popup.hidden = false;
    input.setAttribute('aria-expanded', 'false');
    setActive(-1);
    status.textContent = text;
  }

  function renderOption(suggestion: Suggestion, index: number, query: string): HTMLLIElement {
    const option = doc.createElement('li');
    option.id = `${uid}-option-${index}`;
    option.className = 'si-search__option';
    option.setAttribute('role', 'option');
    option.setAttribute('aria-selected', 'false');
    const src = imageUrl(suggestion.img);
    if (src) {
      const image = doc.createElement('img');
      image.src = src;
      image.alt = '';
      image.width = 40;
      image.height = 40;
      image.loading = 'lazy';
      option.append(image);
    }
    const name = doc.createElement('span');
    name.className = 'si-search__name';
    for (const part of highlightParts(suggestion.value, query)) {
      if (!part.match) name.append(part.text);
      else {
        const mark = doc.createElement('strong');
        mark.textContent = part.text;
        name.append(mark);
      }
    }
    option.append(name);
    if (suggestion.price) {
      const price = doc.createElement('span');
      price.className = 'si-search__price';
      price.append(inlineHtml(suggestion.price, doc));
      option.append(price);
    }
    return option;
  }

  function render(answer: Answer, query: string) {
    if (answer.products.length === 0) {
      if (showNoResults) showMessage(answer.notice ?? t('search.noResults'), 'info');
      else close();
      return;
    }
    shown = answer.products;
    message.hidden = true;
    message.textContent = '';
    listbox.hidden = false;
    listbox.replaceChildren(...shown.map((suggestion, index) => renderOption(suggestion, index, query)));
    popup.hidden = doc.activeElement !== input && !host.contains(doc.activeElement);
    input.setAttribute('aria-expanded', String(!popup.hidden));
    setActive(-1);
    status.textContent = shown.length === 1 ? t('search.count.one') : t('search.count.other', { n: shown.length });
  }

  async function lookUp(query: string, cat: string) {
    host.classList.add('si-search--loading');
    try {
      const reply = await request.run(query, cat);
      const answer = toAnswer(reply.suggestions);
      cache.set(query, cat, answer);
      // a reply for what the field no longer says is never shown
      if (currentQuery() === query && category() === cat) render(answer, query);
    } catch (error) {
      if (isAborted(error)) return;
      if (currentQuery() === query) {
        const key = errorMessageKey(error);
        showMessage(key === 'error.offline' ? t('error.offline') : t('search.failed'), 'error');
      }
    } finally {
      host.classList.remove('si-search--loading');
    }
  }

  function update() {
    clearTimeout(typingTimer);
    const query = currentQuery();
    const cat = category();
    if (!isSearchable(query)) {
      request.cancel();
      host.classList.remove('si-search--loading');
      shown = [];
      listbox.replaceChildren();
      status.textContent = '';
      close();
      return;
    }
    const cached = cache.get(query, cat);
    if (cached) {
      request.cancel();
      render(cached, query);
      return;
    }
    if (cache.extendsDeadEnd(query, cat)) {
      request.cancel();
      render({ products: [], notice: null }, query);
      return;
    }
    typingTimer = setTimeout(() => void lookUp(query, cat), delay);
  }

  function go(index: number) {
    const suggestion = shown[index];
    const url = suggestion && suggestion.id !== -1 ? safeSameOriginUrl(suggestion.url) : null;
    if (!url) return false;
    close();
    location.assign(url.href);
    return true;
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const count = shown.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        if (popup.hidden) {
          popup.hidden = false;
          input.setAttribute('aria-expanded', 'true');
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const next = active === -1 ? (step === 1 ? 0 : count - 1) : (active + step + count) % count;
        setActive(next);
        return;
      }
      case 'Enter':
        if (!popup.hidden && active >= 0) {
          event.preventDefault();
          go(active);
        }
        return;
      case 'Escape':
        if (!popup.hidden) {
          event.preventDefault();
          close();
        } else if (input.value !== '') {
          event.preventDefault();
          input.value = '';
          update();
        }
        return;
    }
  };
  const onInput = () => update();
  const onFocusIn = () => {
    clearTimeout(blurTimer);
    if (popup.hidden && isSearchable(currentQuery())) update();
  };
  const onFocusOut = () => {
    clearTimeout(blurTimer);
    blurTimer = setTimeout(() => {
      if (!host.contains(doc.activeElement)) close();
    }, BLUR_HIDE_MS);
  };
  const onListPointerDown = (event: Event) => event.preventDefault(); // keep focus in the field
  const onListClick = (event: MouseEvent) => {
    const option = (event.target as Element).closest('[role="option"]');
    if (!option) return;
    go([...listbox.children].indexOf(option));
  };
  const onListHover = (event: MouseEvent) => {
    const option = (event.target as Element).closest('[role="option"]');
    if (option) setActive([...listbox.children].indexOf(option));
  };

  input.addEventListener('keydown', onKeyDown);
  input.addEventListener('input', onInput);
  host.addEventListener('focusin', onFocusIn);
  host.addEventListener('focusout', onFocusOut);
  categorySelect?.addEventListener('change', onInput);
  popup.addEventListener('mousedown', onListPointerDown);
  listbox.addEventListener('click', onListClick);
  listbox.addEventListener('mousemove', onListHover);

  // hydrated by the first keystroke or focus: pick up what is already typed
  if (doc.activeElement === input && isSearchable(currentQuery())) update();

  return () => {
    clearTimeout(typingTimer);
    clearTimeout(blurTimer);
    request.cancel();
    input.removeEventListener('keydown', onKeyDown);
    input.removeEventListener('input', onInput);
    host.removeEventListener('focusin', onFocusIn);
    host.removeEventListener('focusout', onFocusOut);
    categorySelect?.removeEventListener('change', onInput);
    popup.remove();
    status.remove();
    host.classList.remove('si-search', 'si-search--loading');
    for (const name of ['aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant']) input.removeAttribute(name);
    if (previous.role === null) input.removeAttribute('role');
    else input.setAttribute('role', previous.role);
    if (previous.autocomplete === null) input.removeAttribute('autocomplete');
    else input.setAttribute('autocomplete', previous.autocomplete);
  };
}
