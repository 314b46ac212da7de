import { createRoot } from 'react-dom/client';
import { prop, type InferProps } from '../../src/islands/props';
import { Rating } from './Rating';
import { readRatingSettings } from './settings';
import './styles';

export const props = {
  postId: prop.number(),
  avgRating: prop.number({ default: 0 }),
  voteCount: prop.number({ default: 0 }),
  votable: prop.boolean({ default: true }),
  title: prop.string(),
  url: prop.string(),
  itemType: prop.string({ default: 'CreativeWork' }),
};

export function mount(host: HTMLElement, values: InferProps<typeof props>) {
  const settings = readRatingSettings((globalThis as { rmp_frontend?: unknown }).rmp_frontend, { postId: values.postId, votable: values.votable });
  if (!settings.postId) throw new Error('has no post id: set data-post-id or print rmp_frontend.postID');
  const serverHtml = host.innerHTML;
  const root = createRoot(host);
  root.render(
    <Rating
      settings={settings}
      initial={{ average: values.avgRating ?? 0, count: values.voteCount ?? 0 }}
      item={{ type: values.itemType ?? 'CreativeWork', name: values.title ?? document.title, url: values.url ?? location.href.split('#')[0]! }}
    />,
  );
  return () => {
    root.unmount();
    host.innerHTML = serverHtml;
  };
}
