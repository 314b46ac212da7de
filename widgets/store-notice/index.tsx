import { createRoot } from 'react-dom/client';
import type { InferProps } from '../../src/islands/props';
import { isNoticeDismissed } from './dismissal';
import type { storeNoticeProps } from './island';
import { StoreNotice } from './StoreNotice';

export function mount(host: HTMLElement, props: InferProps<typeof storeNoticeProps>) {
  if (isNoticeDismissed(props.noticeId)) {
    host.hidden = true;
    return;
  }
  const html = host.innerHTML;
  const root = createRoot(host);
  root.render(<StoreNotice host={host} props={props} html={html} />);
  return () => {
    root.unmount();
    host.innerHTML = html;
  };
}
