import { createRoot } from 'react-dom/client';
import { consentStore } from '../../src/consent/access';
import { ConsentBanner } from './ConsentBanner';
import { applyBannerStyles } from './styles';

export function mount(host: HTMLElement) {
  applyBannerStyles();
  const root = createRoot(host);
  root.render(<ConsentBanner store={consentStore()} />);
  return () => root.unmount();
}
