/** schema.org AggregateRating for the rated item, matching the numbers the widget shows. */
export function aggregateRatingJson(item: { type: string; name: string; url: string }, average: number, count: number): string | null {
  if (count <= 0) return null;
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': item.type,
    name: item.name,
    url: item.url,
    aggregateRating: { '@type': 'AggregateRating', ratingValue: average, ratingCount: count, bestRating: 5, worstRating: 1 },
  }).replace(/</g, '\\u003c');
}
