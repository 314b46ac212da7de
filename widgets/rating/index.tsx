import { defineIsland, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';

import { notePrintedHeight, printedHeight } from './printed-box';
import { notePrintedWidget, printedWidget } from './printed-widget';
import { Rating } from './Rating';
import { readRatingSettings } from './settings';
import './styles';
import { safeHref } from '../../src/wp/url';
import { pageGlobal } from '../../src/wp/config';

const props = {
  postId: prop.number(),
  avgRating: prop.number({ default: 0 }),
  voteCount: prop.number({ default: 0 }),
  votable: prop.boolean({ default: true }),
  title: prop.string(),
  url: prop.string(),
  itemType: prop.string({ default: 'CreativeWork' }),
};

const settingsFor = (values: { postId?: number; votable?: boolean }) =>
  readRatingSettings(pageGlobal('rmp_frontend'), { postId: values.postId, votable: values.votable });

function RatingIsland({ avgRating, voteCount, title, url, itemType, host, ...values }: IslandComponentProps<typeof props>) {
  // Rate My Post's printed results and configured texts first; the host's attributes where it printed none
  const printed = printedWidget(host);
  return (
    <Rating
      settings={settingsFor(values)}
      initial={printed.results ?? { average: avgRating ?? 0, count: voteCount ?? 0 }}
      texts={printed.texts}
      item={{ type: itemType ?? 'CreativeWork', name: title ?? document.title, url: safeHref(url) ?? location.href.split('#')[0]! }}
      printedHeight={printedHeight(host)}
    />
  );
}

export default defineIsland(
  { name: 'rating' },
  {
    props,
    prepare(host, values) {
      if (!settingsFor(values).postId) throw new Error('has no post id: set data-post-id or print rmp_frontend.postID');
      notePrintedHeight(host);
      notePrintedWidget(host);
    },
    component: RatingIsland,
  },
);
