/**
 * The sticky add-to-cart bar: active once the main add-to-cart area has scrolled fully out above
 * the viewport. Its button submits the main form (so the add-to-cart island handles it), or takes
 * the visitor to the form when options are still to be chosen.
 */
import { t } from '../../src/i18n';
import { prop, type InferProps } from '../../src/islands/props';

export const props = {
  target: prop.string({ default: 'form.cart' }),
};

/** Active when nothing of the target is visible and it lies above the viewport. */
export const isAbove = (entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio' | 'boundingClientRect'>) =>
  (!entry.isIntersecting || entry.intersectionRatio === 0) && entry.boundingClientRect.bottom <= 0;

export function mount(host: HTMLElement, { target = 'form.cart' }: InferProps<typeof props>) {
  const form = document.querySelector<HTMLElement>(target);
  if (!form) throw new Error(`finds no target "${target}"`);
  const setActive = (active: boolean) => {
    host.classList.toggle('is-active', active);
    host.inert = !active;
    host.setAttribute('aria-hidden', String(!active));
  };
  setActive(false);
  const observer = new IntersectionObserver((entries) => entries.forEach((entry) => setActive(isAbove(entry))), { threshold: [0] });
  observer.observe(form);

  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest('button, a');
    if (!button || !host.contains(button)) return;
    event.preventDefault();
    if (form instanceof HTMLFormElement && form.checkValidity()) {
      form.requestSubmit(form.querySelector<HTMLButtonElement>('[name="add-to-cart"]') ?? undefined);
      return;
    }
    form.scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'center' });
    const invalid = form.querySelector<HTMLElement>(':invalid') ?? form.querySelector<HTMLElement>('select, input');
    invalid?.focus({ preventScroll: true });
    if (form instanceof HTMLFormElement) form.reportValidity();
    host.querySelector('.si-sticky__hint')?.remove();
    const hint = document.createElement('p');
    hint.className = 'si-sticky__hint screen-reader-text';
    hint.setAttribute('role', 'status');
    hint.textContent = t('cart.chooseOptions');
    host.append(hint);
  };
  host.addEventListener('click', onClick);
  return () => {
    observer.disconnect();
    host.removeEventListener('click', onClick);
    host.classList.remove('is-active');
    host.inert = false;
    host.removeAttribute('aria-hidden');
  };
}
