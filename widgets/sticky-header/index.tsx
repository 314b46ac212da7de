/**
 * Flatsome's sticky header: past the threshold the header is fixed at the top (below the admin
 * bar) and a spacer of its height keeps its place, so nothing below jumps; above the threshold it
 * is released. Plain DOM.
 */
import { prop, type InferProps } from '../../src/islands/props';
import { adminBarOffset, shouldStick } from './stick';

export const props = {
  threshold: prop.number({ default: 100 }),
};

export function mount(host: HTMLElement, { threshold = 100 }: InferProps<typeof props>) {
  const spacer = document.createElement('div');
  spacer.className = 'si-sticky-header__spacer';
  spacer.setAttribute('aria-hidden', 'true');
  spacer.hidden = true;
  host.before(spacer);
  let stuck = false;
  let frame = 0;

  const update = () => {
    frame = 0;
    const next = shouldStick(window.scrollY, threshold);
    if (next === stuck) return;
    stuck = next;
    if (stuck) {
      // measure before fixing, so the spacer takes exactly the header's place
      spacer.style.height = `${host.getBoundingClientRect().height}px`;
      spacer.hidden = false;
      host.style.top = `${adminBarOffset()}px`;
      host.classList.add('is-sticky');
    } else {
      host.classList.remove('is-sticky');
      host.style.top = '';
      spacer.hidden = true;
    }
    host.dispatchEvent(new CustomEvent('si:sticky-header', { bubbles: true, detail: { stuck } }));
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onScroll);
    host.classList.remove('is-sticky');
    host.style.top = '';
    spacer.remove();
  };
}
