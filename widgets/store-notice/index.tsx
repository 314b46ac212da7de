import { createRoot } from 'react-dom/client';
import { prop, type InferProps } from '../../src/islands/props';
import { isNoticeDismissed } from './dismissal';
import { StoreNotice } from './StoreNotice';

export const props = {
  noticeId: prop.string({ required: true }),
};

export function mount(host: HTMLElement, { noticeId }: InferProps<typeof props>) {
  if (isNoticeDismissed(noticeId)) {
    host.hidden = true;
    return;
  }
  const html = host.innerHTML;
  const root = createRoot(host);
  root.render(<StoreNotice host={host} props={{ noticeId }} html={html} />);
  return () => {
    root.unmount();
    host.innerHTML = html;
  };
}
