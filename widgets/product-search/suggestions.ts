/**
 * Which live-search queries to send, and what their answers mean, as Flatsome's autocomplete
 * (devbridge) decides it: at least 3 characters, one cached answer per query and category, and
 * no request for a query that only extends one that found nothing.
 */
import * as v from 'valibot';

export const MIN_QUERY_LENGTH = 3;

const id = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/))]),
  v.transform((value) => Number(value)),
);

export const suggestionSchema = v.object({
  id,
  value: v.string(),
  url: v.optional(v.string(), ''),
  img: v.optional(v.string(), ''),
  price: v.optional(v.string(), ''),
  type: v.optional(v.string(), ''),
});

export const replySchema = v.object({ suggestions: v.array(suggestionSchema) });

export type Suggestion = v.InferOutput<typeof suggestionSchema>;

/** The answer as the island shows it: products to choose, or the server's "nothing found" line. */
export interface Answer {
  products: Suggestion[];
  /** Text of the id -1 row, if the server sent one. */
  notice: string | null;
}

export function toAnswer(suggestions: Suggestion[]): Answer {
  const products = suggestions.filter((suggestion) => suggestion.id !== -1);
  const notice = suggestions.find((suggestion) => suggestion.id === -1)?.value ?? null;
  return { products, notice };
}

/** What the query means for the search: the text as sent, lower-cased for the cache. */
export const normaliseQuery = (text: string) => text.trim().replace(/\s+/g, ' ');

export class SuggestionCache {
  private readonly answers = new Map<string, Answer>();
  /** Per category, the queries that found nothing. */
  private readonly deadEnds = new Map<string, string[]>();

  private static key(query: string, category: string) {
    return `${category}\u0000${normaliseQuery(query).toLowerCase()}`;
  }

  get(query: string, category: string): Answer | undefined {
    return this.answers.get(SuggestionCache.key(query, category));
  }

  set(query: string, category: string, answer: Answer) {
    this.answers.set(SuggestionCache.key(query, category), answer);
    if (answer.products.length === 0) {
      const list = this.deadEnds.get(category) ?? [];
      list.push(normaliseQuery(query).toLowerCase());
      this.deadEnds.set(category, list);
    }
  }

  /** True when a shorter query this one starts with found nothing, so this one cannot find more. */
  extendsDeadEnd(query: string, category: string): boolean {
    const text = normaliseQuery(query).toLowerCase();
    return (this.deadEnds.get(category) ?? []).some((dead) => text !== dead && text.startsWith(dead));
  }
}

/** The name split around the first case-insensitive match of the query, for highlighting. */
export function highlightParts(name: string, query: string): Array<{ text: string; match: boolean }> {
  const needle = normaliseQuery(query).toLowerCase();
  const at = needle ? name.toLowerCase().indexOf(needle) : -1;
  // lower-casing can change lengths (e.g. "İ"); only highlight when it did not
  if (at < 0 || name.toLowerCase().length !== name.length) return [{ text: name, match: false }];
  return [
    { text: name.slice(0, at), match: false },
    { text: name.slice(at, at + needle.length), match: true },
    { text: name.slice(at + needle.length), match: false },
  ].filter((part) => part.text !== '');
}
