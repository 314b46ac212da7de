/**
 * What Rate My Post printed inside the host (its `[ratemypost]` widget, recorded in
 * contracts/recorded/rate-my-post/widget-*.html): the current results and the texts the site owner
 * configured in its settings. Read before React replaces the markup; the island shows the same.
 */

export interface PrintedTexts {
  heading?: string;
  subtitle?: string;
  /** the five star descriptions, shown on hover (`data-descriptive-rating`) */
  stars?: readonly string[];
  submit?: string;
  noVotes?: string;
  feedbackHeading?: string;
  feedbackSubtitle?: string;
  feedbackLabel?: string;
  feedbackSubmit?: string;
}

export interface PrintedWidget {
  results?: { average: number; count: number };
  texts: PrintedTexts;
}

const textOf = (root: ParentNode, selector: string): string | undefined => {
  const text = root.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();
  return text ? text : undefined;
};

/** "2.3" or "2,3" (Rate My Post formats with the site's locale) → 2.3; anything else → undefined. */
const decimal = (text: string | undefined): number | undefined => {
  if (!text || !/^\d+(?:[.,]\d+)?$/.test(text)) return undefined;
  return Number(text.replace(',', '.'));
};

export function readPrintedWidget(host: ParentNode): PrintedWidget {
  const widget = host.querySelector('.rmp-rating-widget');
  const feedback = host.querySelector('.rmp-feedback-widget');
  const texts: PrintedTexts = {};
  const put = <K extends keyof PrintedTexts>(key: K, value: PrintedTexts[K] | undefined) => {
    if (value !== undefined) texts[key] = value;
  };
  if (widget) {
    put('heading', textOf(widget, '.rmp-heading--title'));
    put('subtitle', textOf(widget, '.rmp-heading--subtitle'));
    const stars = [...widget.querySelectorAll('[data-descriptive-rating]')].map(
      (star) => star.getAttribute('data-descriptive-rating')?.trim() ?? '',
    );
    if (stars.length === 5 && stars.every(Boolean)) texts.stars = stars;
    put('submit', textOf(widget, '.js-submit-rating-btn'));
    put('noVotes', textOf(widget, '.js-rmp-not-rated'));
  }
  if (feedback) {
    put('feedbackHeading', textOf(feedback, '.rmp-heading--title'));
    put('feedbackSubtitle', textOf(feedback, '.rmp-heading--subtitle'));
    put('feedbackLabel', textOf(feedback, '.rmp-feedback-widget__text'));
    put('feedbackSubmit', textOf(feedback, '.js-rmp-feedback-button'));
  }
  const average = decimal(widget ? textOf(widget, '.js-rmp-avg-rating') : undefined);
  const count = Number(widget ? textOf(widget, '.js-rmp-vote-count') : undefined);
  const results =
    average !== undefined && average >= 0 && average <= 5 && Number.isInteger(count) && count >= 0 ? { average, count } : undefined;
  return results ? { results, texts } : { texts };
}

const printed = new WeakMap<HTMLElement, PrintedWidget>();

/** Remembers what the host printed (called in the island's prepare, before React renders). */
export function notePrintedWidget(host: HTMLElement): void {
  printed.set(host, readPrintedWidget(host));
}

export const printedWidget = (host: HTMLElement): PrintedWidget => printed.get(host) ?? { texts: {} };
