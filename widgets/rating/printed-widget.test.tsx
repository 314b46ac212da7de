/** Rate My Post's printed widget (recorded markup): its results and configured texts carry into the island. */
import { readFileSync } from 'node:fs';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../src/wp/config';
import { mountedInAct } from '../../test/fixtures/act';
import { RECORDED_DIR } from '../../test/fixtures/recorded';
import island from './index';
import { readPrintedWidget } from './printed-widget';

type Props = Parameters<typeof island.mount>[1];
const widget = (name: string) => readFileSync(`${RECORDED_DIR}/rate-my-post/${name}`, 'utf8');
const hostWith = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
};

beforeEach(() => {
  resetConfig();
  (globalThis as Record<string, unknown>).shopIslands = { ajaxUrl: '/wp-admin/admin-ajax.php', locale: 'de-DE' };
  (globalThis as Record<string, unknown>).rmp_frontend = { postID: '6', nonce: 'n', hoverTexts: '2', feedback: '2' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}')),
  );
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>).shopIslands;
  delete (globalThis as Record<string, unknown>).rmp_frontend;
});

describe('the printed widget', () => {
  it('gives the results and every text Rate My Post printed', () => {
    expect(readPrintedWidget(hostWith(widget('widget-post6-after-votes.html')))).toEqual({
      results: { average: 2.3, count: 3 },
      texts: {
        heading: 'How useful was this post?',
        subtitle: 'Click on a star to rate it!',
        stars: ['Not at all useful', 'Somewhat useful', 'Useful', 'Fairly useful', 'Very useful'],
        submit: 'Submit Rating',
        noVotes: 'No votes so far! Be the first to rate this post.',
        feedbackHeading: 'We are sorry that this post was not useful for you!',
        feedbackSubtitle: 'Let us improve this post!',
        feedbackLabel: 'Tell us how we can improve this post?',
        feedbackSubmit: 'Submit Feedback',
      },
    });
    expect(readPrintedWidget(hostWith(widget('widget-post7-no-votes.html'))).results).toEqual({ average: 0, count: 0 });
  });

  it('reads a German decimal comma, and takes no results from anything else', () => {
    const results = (average: string, count: string) =>
      readPrintedWidget(
        hostWith(
          `<div class="rmp-rating-widget"><span class="js-rmp-avg-rating">${average}</span><span class="js-rmp-vote-count">${count}</span></div>`,
        ),
      ).results;
    expect(results('4,5', '12')).toEqual({ average: 4.5, count: 12 });
    const refused: Array<[string, string]> = [
      ['7', '3'],
      ['-1', '3'],
      ['2.3', '-1'],
      ['2.3', '1.5'],
      ['<img src=x onerror=alert(1)>', '3'],
      ['', ''],
    ];
    for (const [average, count] of refused) expect(results(average, count), `${average}/${count}`).toBeUndefined();
    expect(readPrintedWidget(hostWith('<p>nichts</p>'))).toEqual({ texts: {} });
  });
});

describe('the island on Rate My Post’s markup', () => {
  it('shows the printed results (not “no votes”) and the owner’s texts', async () => {
    const host = hostWith(widget('widget-post6-after-votes.html'));
    const unmount = await mountedInAct(() => island.mount(host, {} as Props));
    expect(host.querySelector('.si-rating__heading')!.textContent).toBe('How useful was this post?');
    expect(host.querySelector('.si-rating__subtitle')!.textContent).toBe('Click on a star to rate it!');
    expect(host.querySelector('.si-rating__results')!.textContent).toBe('Durchschnittliche Bewertung 2,3 / 5. Anzahl Bewertungen: 3');
    const stars = [...host.querySelectorAll<HTMLElement>('[role="radio"]')];
    expect(stars.map((star) => star.className.split('--')[1])).toEqual(['full', 'full', 'half', 'empty', 'empty']);
    await act(async () => stars[1]!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' })));
    expect(host.querySelector('.si-rating__hover-text')!.textContent).toBe('Somewhat useful');
    await act(async () => unmount());
  });

  it('without Rate My Post’s markup, uses the host’s results and its own German texts', async () => {
    const host = hostWith('');
    const unmount = await mountedInAct(() => island.mount(host, { avgRating: 4, voteCount: 2 } as Props));
    expect(host.querySelector('.si-rating__heading')!.textContent).toBe('Wie hilfreich war dieser Beitrag?');
    expect(host.querySelector('.si-rating__subtitle')).toBeNull();
    expect(host.querySelector('.si-rating__results')!.textContent).toBe('Durchschnittliche Bewertung 4 / 5. Anzahl Bewertungen: 2');
    await act(async () => unmount());
  });
});
