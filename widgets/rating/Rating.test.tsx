import Cookies from 'js-cookie';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../src/wp/config';
import { Rating } from './Rating';
import { readRatingSettings } from './settings';

const BASE = {
  postID: '6',
  nonce: 'n',
  afterVote: 'Danke!',
  noVotes: 'Noch keine Bewertungen!',
  emptyFeedback: 'Bitte Feedback eingeben!',
  feedback: '2',
  social: '2',
  positiveThreshold: '2',
  preventAccidental: '1',
  cookieDisable: '1',
  votingPriv: '1',
  loggedIn: '',
  ajaxLoad: '1',
  hoverTexts: '2',
  notShowRating: '1',
};

let root: Root;
let host: HTMLElement;
let fetchMock: ReturnType<typeof vi.fn>;
let replies: Array<(init?: RequestInit) => Response | Promise<Response>>;

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'text/html' } });
const sent = () => fetchMock.mock.calls.map((call) => Object.fromEntries((call[1] as RequestInit).body as FormData));
const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

function render(overrides: Record<string, string> = {}, initial = { average: 2.3, count: 3 }) {
  const settings = readRatingSettings({ ...BASE, ...overrides });
  act(() =>
    root.render(
      <Rating
        settings={settings}
        initial={initial}
        item={{ type: 'BlogPosting', name: 'Crema', url: 'https://shop.example/blog/crema/' }}
      />,
    ),
  );
}
const stars = () => [...host.querySelectorAll<HTMLElement>('[role="radio"]')];
const text = (selector: string) => host.querySelector(selector)?.textContent ?? '';
const click = async (element: Element) => {
  await act(async () => (element as HTMLElement).click());
  await flush();
};

beforeEach(() => {
  resetConfig();
  (globalThis as Record<string, unknown>).shopIslands = { ajaxUrl: '/wp-admin/admin-ajax.php', locale: 'de-DE' };
  replies = [];
  fetchMock = vi.fn(async (_url: string, init?: RequestInit) => (replies.shift() ?? json({}))(init));
  vi.stubGlobal('fetch', fetchMock);
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  Cookies.remove('rmp-rate', { path: '/' });
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>).shopIslands;
});

describe('Rating', () => {
  it('renders five labelled radios with the average as stars and the results text', () => {
    render();
    expect(stars().map((star) => star.getAttribute('aria-label'))).toEqual(['1 von 5', '2 von 5', '3 von 5', '4 von 5', '5 von 5']);
    expect(stars().map((star) => star.className.split('--')[1])).toEqual(['full', 'full', 'half', 'empty', 'empty']);
    expect(text('.si-rating__results')).toBe('Durchschnittliche Bewertung 2,3 / 5. Anzahl Bewertungen: 3');
    expect(JSON.parse(text('script[type="application/ld+json"]')).aggregateRating).toMatchObject({ ratingValue: 2.3, ratingCount: 3 });
  });

  it("gives every element its own id: the half star's gradient is each star's, and the half-filled star points at its own", () => {
    // 2.5: the third star is half filled
    render({}, { average: 2.5, count: 2 });
    const ids = [...host.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    const fill = stars()[2]!.querySelector('path')!.getAttribute('fill')!;
    expect(fill).toMatch(/^url\(#.+\)$/);
    expect(stars()[2]!.querySelector(`linearGradient#${CSS.escape(fill.slice(5, -1))}`)).not.toBeNull();
  });

  it("a post without votes has the average's number format built while idle, so the first vote's result builds none", async () => {
    // a locale no other test formats in: its format is not in the cache yet
    (globalThis as Record<string, unknown>).shopIslands = { ajaxUrl: '/wp-admin/admin-ajax.php', locale: 'de-CH' };
    resetConfig();
    const NumberFormat = Intl.NumberFormat;
    const built: string[] = [];
    vi.stubGlobal('Intl', {
      ...Intl,
      NumberFormat: function (locale: string, options?: Intl.NumberFormatOptions) {
        built.push(`${locale} ${JSON.stringify(options)}`);
        return new NumberFormat(locale, options);
      },
    });
    render({}, { average: 0, count: 0 });
    expect(built).toEqual([]);
    await flush();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(built).toEqual(['de-CH {"maximumFractionDigits":1}']);
    replies.push(json({ voteCount: 1, avgRating: 5, errorMsg: [], token: -1, id: 1 }));
    await click(stars()[4]!);
    expect(text('.si-rating__results')).toMatch(/Durchschnittliche Bewertung 5 \/ 5/);
    expect(built).toHaveLength(1);
  });

  it('a click votes at once (multipart, with duration and nonce), then thanks, share links and the cookie', async () => {
    render();
    replies.push(json({ voteCount: 4, avgRating: 2.8, errorMsg: [], token: -1, id: 9 }));
    await click(stars()[3]!);
    expect(sent()).toEqual([
      { action: 'process_rating', star_rating: '4', postID: '6', duration: expect.stringMatching(/^\d+$/), nonce: 'n' },
    ]);
    expect(text('[role="status"]')).toBe('Danke!');
    expect(text('.si-rating__results')).toBe('Durchschnittliche Bewertung 2,8 / 5. Anzahl Bewertungen: 4');
    expect(host.querySelector('nav.si-rating__social a')!.getAttribute('href')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example%2Fblog%2Fcrema%2F',
    );
    expect(host.querySelector('nav.si-rating__social a')!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(Cookies.get('rmp-rate')).toBe('6');
    expect(stars().every((star) => star.getAttribute('aria-disabled') === 'true')).toBe(true);
    expect(JSON.parse(text('script[type="application/ld+json"]')).aggregateRating).toMatchObject({ ratingValue: 2.8, ratingCount: 4 });
  });

  it('writes no rmp-rate cookie when the site turned the cookie lock off (cookieDisable on)', async () => {
    render({ cookieDisable: '2' });
    replies.push(json({ voteCount: 4, avgRating: 2.8, errorMsg: [], token: -1, id: 9 }));
    await click(stars()[3]!);
    expect(text('[role="status"]')).toBe('Danke!');
    expect(Cookies.get('rmp-rate')).toBeUndefined();
    expect(document.cookie).not.toContain('rmp-rate');
  });

  it('with accidental-click prevention a click only chooses; the button votes', async () => {
    render({ preventAccidental: '2' });
    const submit = () => [...host.querySelectorAll('button')].find((button) => button.textContent === 'Bewertung abschicken')!;
    expect(submit().disabled).toBe(true);
    await click(stars()[4]!);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(stars()[4]!.getAttribute('aria-checked')).toBe('true');
    replies.push(json({ voteCount: 4, avgRating: 3, errorMsg: [], token: -1, id: 9 }));
    await click(submit());
    expect(sent()[0]).toMatchObject({ star_rating: '5' });
  });

  it('keyboard: arrows choose and move focus without voting, Enter votes', async () => {
    render();
    act(() => stars()[0]!.focus());
    await act(async () => stars()[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    await act(async () => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    expect(document.activeElement).toBe(stars()[2]);
    expect(stars()[2]!.getAttribute('aria-checked')).toBe('true');
    expect(stars()[2]!.tabIndex).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
    replies.push(json({ voteCount: 4, avgRating: 3, errorMsg: [], token: -1, id: 9 }));
    await act(async () => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    await flush();
    expect(sent()[0]).toMatchObject({ star_rating: '3' });
  });

  it('a low rating opens the feedback box; blank text is refused without a request; feedback goes with rating id and token', async () => {
    render();
    replies.push(json({ voteCount: 4, avgRating: 2, errorMsg: [], token: 'abc123', id: 17 }));
    await click(stars()[0]!);
    const form = host.querySelector('form.si-rating__feedback')!;
    const textarea = form.querySelector('textarea')!;
    expect(form.querySelector('label')!.textContent).toContain('Wie können wir ihn verbessern?');
    await act(async () => form.querySelector('button')!.click());
    expect(text('[role="alert"]')).toBe('Bitte Feedback eingeben!');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setter.call(textarea, 'Mehr Beispiele bitte');
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    });
    replies.push(json({ successMsg: 'Danke für Ihr Feedback!', errorMsg: [] }));
    await act(async () => form.querySelector('button')!.click());
    await flush();
    expect(sent()[1]).toMatchObject({
      action: 'process_feedback',
      feedback: 'Mehr Beispiele bitte',
      postID: '6',
      rating_id: '17',
      rating_token: 'abc123',
      nonce: 'n',
    });
    expect(text('[role="status"]')).toBe('Danke für Ihr Feedback!');
    expect(host.querySelector('form.si-rating__feedback')).toBeNull();
    expect(host.querySelector('nav.si-rating__social')).toBeNull();
  });

  it('shows the server’s error messages as text, resets the stars and stays usable', async () => {
    render();
    replies.push(
      json({
        voteCount: false,
        avgRating: false,
        errorMsg: ['<img src=x onerror=alert(1)> Sie haben bereits abgestimmt!'],
        token: '-1',
        id: '-1',
      }),
    );
    await click(stars()[3]!);
    expect(text('[role="alert"]')).toBe('<img src=x onerror=alert(1)> Sie haben bereits abgestimmt!');
    expect(host.querySelector('img')).toBeNull();
    expect(stars().some((star) => star.getAttribute('aria-checked') === 'true')).toBe(false);
    expect(stars()[0]!.getAttribute('aria-disabled')).toBeNull();
    expect(Cookies.get('rmp-rate')).toBeUndefined();
  });

  it.each([
    ['HTTP 500', () => new Response('<h1>Fehler</h1>', { status: 500 }), 'Beim Shop ist ein Fehler aufgetreten'],
    ['a malformed reply', () => new Response('{"voteCount":', { status: 200 }), 'Die Antwort des Shops war nicht lesbar'],
    ['body 0', () => new Response('0', { status: 400 }), 'Die Antwort des Shops war nicht lesbar'],
    ['body -1', () => new Response('-1', { status: 403 }), 'Ihre Sitzung ist abgelaufen'],
  ])('explains %s and keeps the stars usable', async (_name, reply, message) => {
    render();
    replies.push(reply);
    await click(stars()[1]!);
    expect(text('[role="alert"]')).toContain(message);
    expect(stars()[1]!.getAttribute('aria-disabled')).toBeNull();
    replies.push(json({ voteCount: 4, avgRating: 2, errorMsg: [], token: -1, id: 3 }));
    await click(stars()[4]!);
    expect(text('[role="status"]')).toBe('Danke!');
    expect(text('[role="alert"]')).toBe('');
  });

  it('locks for a visitor whose rmp-rate cookie holds the post, as the original plugin wrote it', () => {
    document.cookie = 'rmp-rate=12%2C6; path=/';
    render();
    expect(text('[role="status"]')).toBe('Danke!');
    expect(stars().every((star) => star.getAttribute('aria-disabled') === 'true' && star.tabIndex === -1)).toBe(true);
  });

  it('ignores the cookie when the site switched the cookie lock off', () => {
    document.cookie = 'rmp-rate=6; path=/';
    render({ cookieDisable: '2' });
    expect(stars()[0]!.getAttribute('aria-disabled')).toBeNull();
  });

  it('asks anonymous visitors to log in when voting is for members only', () => {
    render({ votingPriv: '2' });
    expect(text('[role="status"]')).toBe('Sie müssen angemeldet sein, um zu bewerten!');
    expect(stars()[0]!.getAttribute('aria-disabled')).toBe('true');
  });

  it('a post that is not votable shows its results, with stars that send nothing', async () => {
    render({ is_not_votable: 'true' });
    expect(text('.si-rating__results')).toBe('Durchschnittliche Bewertung 2,3 / 5. Anzahl Bewertungen: 3');
    expect(stars().every((star) => star.getAttribute('aria-disabled') === 'true' && star.tabIndex === -1)).toBe(true);
    await click(stars()[4]!);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(stars().map((star) => star.className.split('--')[1])).toEqual(['full', 'full', 'half', 'empty', 'empty']);
  });

  it('hides results before the vote when the site says so, and shows the no-votes text', () => {
    render({ notShowRating: '2' });
    expect(host.querySelector('.si-rating__results')).toBeNull();
    act(() => root.unmount());
    root = createRoot(host);
    render({}, { average: 0, count: 0 });
    expect(text('.si-rating__results')).toBe('Noch keine Bewertungen!');
    expect(host.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('loads results by ajax when the site caches pages (errorMsg as a string)', async () => {
    replies.push(json({ voteCount: 10, avgRating: 4.5, errorMsg: '' }));
    render({ ajaxLoad: '2' });
    await flush();
    expect(sent()[0]).toEqual({ action: 'load_results', postID: '6', nonce: 'n' });
    expect(text('.si-rating__results')).toBe('Durchschnittliche Bewertung 4,5 / 5. Anzahl Bewertungen: 10');
  });

  it("shows hover texts when enabled, for a mouse's pointer, not a finger's tap", async () => {
    render({ hoverTexts: '2' });
    const over = (star: number, pointerType: string) =>
      act(async () => stars()[star]!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType })));
    // a tap: the finger's pointer, then the mouse events a browser sends for it
    await over(4, 'touch');
    await act(async () => stars()[4]!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    expect(document.querySelector('.si-rating__hover-text')).toBeNull();
    expect(stars()[4]!.className).not.toContain('--full');
    await over(4, 'mouse');
    expect(text('.si-rating__hover-text')).toBe('Sehr hilfreich');
    expect(stars()[4]!.className).toContain('--full');
  });

  it('sends a captcha token from the site hook', async () => {
    (globalThis as Record<string, unknown>).shopIslands = {
      ajaxUrl: '/wp-admin/admin-ajax.php',
      ratingCaptcha: async (action: string) => `token-for-${action}`,
    };
    resetConfig();
    render();
    replies.push(json({ voteCount: 4, avgRating: 3, errorMsg: [], token: -1, id: 9 }));
    await click(stars()[4]!);
    expect(sent()[0]).toMatchObject({ token: 'token-for-RMPrating' });
  });
});

/** A reply that never comes: the request ends only when the transport gives up (its time-out). */
const never = (init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) =>
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );
const offline = () => {
  vi.stubGlobal('navigator', { ...navigator, onLine: false });
  return Promise.reject(new TypeError('Failed to fetch'));
};
const BAD_REPLIES: Array<[string, (init?: RequestInit) => Response | Promise<Response>, string]> = [
  ['HTTP 500', () => new Response('<h1>Fehler</h1>', { status: 500 }), 'Beim Shop ist ein Fehler aufgetreten'],
  ['a malformed reply', () => new Response('{"successMsg":', { status: 200 }), 'Die Antwort des Shops war nicht lesbar'],
  ['body 0', () => new Response('0', { status: 400 }), 'Die Antwort des Shops war nicht lesbar'],
  ['body -1', () => new Response('-1', { status: 403 }), 'Ihre Sitzung ist abgelaufen'],
  ['a time-out', never, 'Der Shop hat zu lange nicht geantwortet'],
  ['being offline', offline, 'Sie sind offline'],
  ['errorMsg from the server', json({ successMsg: 'Danke!', errorMsg: ['Invalid Token'] }), 'Invalid Token'],
  [
    'a hostile errorMsg',
    json({ successMsg: '', errorMsg: ['<img src=x onerror=alert(1)>Ungültig'] }),
    '<img src=x onerror=alert(1)>Ungültig',
  ],
];

describe('Rating: feedback', () => {
  const FEEDBACK = 'Mehr Beispiele bitte';
  const form = () => host.querySelector<HTMLFormElement>('form.si-rating__feedback');
  const send = () => form()!.querySelector('button')!;
  const textarea = () => form()!.querySelector('textarea')!;

  async function voteLowAndType(text = FEEDBACK) {
    replies.push(json({ voteCount: 4, avgRating: 2, errorMsg: [], token: 'abc123', id: 17 }));
    await click(stars()[0]!);
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(textarea(), text);
      textarea().dispatchEvent(new Event('input', { bubbles: true }));
    });
  }

  function useCaptcha(hook: (action: string) => Promise<string>) {
    (globalThis as Record<string, unknown>).shopIslands = { ajaxUrl: '/wp-admin/admin-ajax.php', locale: 'de-DE', ratingCaptcha: hook };
    resetConfig();
  }

  it('asks the site’s captcha hook for a token (action RMPfeedback) and sends it as `token`, as the vote does', async () => {
    const actions: string[] = [];
    useCaptcha(async (action) => {
      actions.push(action);
      return `token-for-${action}`;
    });
    render();
    await voteLowAndType();
    replies.push(json({ successMsg: 'Danke für Ihr Feedback!', errorMsg: [] }));
    await click(send());
    expect(actions).toEqual(['RMPrating', 'RMPfeedback']);
    expect(sent()[0]).toMatchObject({ action: 'process_rating', token: 'token-for-RMPrating' });
    expect(sent()[1]).toMatchObject({
      action: 'process_feedback',
      feedback: FEEDBACK,
      rating_token: 'abc123',
      token: 'token-for-RMPfeedback',
    });
    expect(text('[role="status"]')).toBe('Danke für Ihr Feedback!');
  });

  it('asks grecaptcha itself when the site prints reCAPTCHA settings (grecaptcha on, siteKey)', async () => {
    const execute = vi.fn(async (_key: string, options: { action: string }) => `g-${options.action}`);
    vi.stubGlobal('grecaptcha', { ready: (callback: () => void) => callback(), execute });
    render({ grecaptcha: '2', siteKey: 'site-key' });
    await voteLowAndType();
    replies.push(json({ successMsg: 'Danke!', errorMsg: [] }));
    await click(send());
    expect(execute.mock.calls).toEqual([
      ['site-key', { action: 'RMPrating' }],
      ['site-key', { action: 'RMPfeedback' }],
    ]);
    expect(sent()[1]).toMatchObject({ action: 'process_feedback', token: 'g-RMPfeedback' });
  });

  it('sends no token field when the site uses no captcha', async () => {
    render();
    await voteLowAndType();
    replies.push(json({ successMsg: 'Danke!', errorMsg: [] }));
    await click(send());
    expect(sent()[1]).not.toHaveProperty('token');
  });

  it('a captcha failure sends nothing, says so and keeps the typed feedback and the box', async () => {
    let fail = false;
    useCaptcha(async (action) => {
      if (fail) throw new Error('reCAPTCHA timed out');
      return `token-for-${action}`;
    });
    render();
    await voteLowAndType();
    fail = true;
    await click(send());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(text('[role="alert"]')).toBe('Die Sicherheitsprüfung (reCAPTCHA) ist fehlgeschlagen. Bitte versuchen Sie es noch einmal.');
    expect(textarea().value).toBe(FEEDBACK);
    expect(send().disabled).toBe(false);
    fail = false;
    replies.push(json({ successMsg: 'Danke für Ihr Feedback!', errorMsg: [] }));
    await click(send());
    expect(sent()[1]).toMatchObject({ action: 'process_feedback', feedback: FEEDBACK, token: 'token-for-RMPfeedback' });
    expect(text('[role="status"]')).toBe('Danke für Ihr Feedback!');
    expect(text('[role="alert"]')).toBe('');
  });

  it.each(BAD_REPLIES)('explains %s, keeps the typed feedback and lets it be sent again', async (_name, reply, message) => {
    (globalThis as Record<string, unknown>).shopIslands = { ajaxUrl: '/wp-admin/admin-ajax.php', locale: 'de-DE', requestTimeoutMs: 50 };
    resetConfig();
    render();
    await voteLowAndType();
    replies.push(reply);
    await click(send());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(text('[role="alert"]')).toContain(message);
    expect(host.querySelector('[role="alert"] img')).toBeNull();
    expect(textarea().value).toBe(FEEDBACK);
    expect(send().disabled).toBe(false);
    expect(text('.si-rating__results')).toBe('Durchschnittliche Bewertung 2 / 5. Anzahl Bewertungen: 4');
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    replies.push(json({ successMsg: 'Danke für Ihr Feedback!', errorMsg: [] }));
    await click(send());
    expect(sent().at(-1)).toMatchObject({ action: 'process_feedback', feedback: FEEDBACK });
    expect(text('[role="status"]')).toBe('Danke für Ihr Feedback!');
  });
});

describe('Rating: a vote that fails', () => {
  it.each(BAD_REPLIES.filter(([name]) => name === 'a time-out' || name === 'being offline'))(
    'explains %s, resets the stars to the saved average and stays usable',
    async (_name, reply, message) => {
      (globalThis as Record<string, unknown>).shopIslands = { ajaxUrl: '/wp-admin/admin-ajax.php', locale: 'de-DE', requestTimeoutMs: 50 };
      resetConfig();
      render();
      replies.push(reply);
      await click(stars()[4]!);
      await act(async () => new Promise((resolve) => setTimeout(resolve, 80)));
      expect(text('[role="alert"]')).toContain(message);
      expect(stars().map((star) => star.className.split('--')[1])).toEqual(['full', 'full', 'half', 'empty', 'empty']);
      expect(stars().some((star) => star.getAttribute('aria-checked') === 'true')).toBe(false);
      expect(stars()[4]!.getAttribute('aria-disabled')).toBeNull();
      expect(Cookies.get('rmp-rate')).toBeUndefined();
    },
  );

  it('a captcha failure sends nothing, says so and leaves the stars usable', async () => {
    (globalThis as Record<string, unknown>).shopIslands = {
      ajaxUrl: '/wp-admin/admin-ajax.php',
      locale: 'de-DE',
      ratingCaptcha: async () => Promise.reject(new Error('no')),
    };
    resetConfig();
    render();
    await click(stars()[4]!);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(text('[role="alert"]')).toContain('Die Sicherheitsprüfung (reCAPTCHA) ist fehlgeschlagen');
    expect(stars()[4]!.getAttribute('aria-disabled')).toBeNull();
    expect(stars().some((star) => star.getAttribute('aria-checked') === 'true')).toBe(false);
  });
});
