// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { aggregateRatingJson } from './structured-data';

describe('structured data', () => {
  it('matches the shown numbers, and is absent without votes', () => {
    expect(JSON.parse(aggregateRatingJson({ type: 'BlogPosting', name: 'A </script>', url: '/a/' }, 4.2, 17)!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      name: 'A </script>',
      url: '/a/',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.2, ratingCount: 17, bestRating: 5, worstRating: 1 },
    });
    expect(aggregateRatingJson({ type: 'BlogPosting', name: 'x', url: '/' }, 0, 0)).toBeNull();
    expect(aggregateRatingJson({ type: 'BlogPosting', name: '</script><b>', url: '/' }, 1, 1)).not.toContain('</script>');
  });
});
