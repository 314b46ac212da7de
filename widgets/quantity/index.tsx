/** Flatsome's quantity plus/minus around a server `input.qty`. Plain DOM. */
import { formatQuantity, raiseToMin, readBounds, stepQuantity } from '../../src/cart/quantity';
import { t } from '../../src/i18n';

export function mount(host: HTMLElement) {
  const input = host.querySelector<HTMLInputElement>('input.qty, input[type="number"]');
  if (!input) throw new Error('holds no quantity input');
  const bounds = () => readBounds({ min: input.getAttribute('min'), max: input.getAttribute('max'), step: input.getAttribute('step') });
  const fire = () => {
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const make = (direction: 1 | -1) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `si-qty__button ${direction > 0 ? 'plus' : 'minus'}`;
    button.setAttribute('aria-label', t(direction > 0 ? 'cart.increase' : 'cart.decrease'));
    button.textContent = direction > 0 ? '+' : '−';
    button.addEventListener('click', () => {
      const limits = bounds();
      const next = stepQuantity(Number(input.value), direction, limits);
      if (formatQuantity(next, limits.step) === input.value) return;
      input.value = formatQuantity(next, limits.step);
      fire();
    });
    return button;
  };
  const minus = make(-1);
  const plus = make(1);
  input.before(minus);
  input.after(plus);
  host.classList.add('si-qty', 'buttons_added');

  const raise = () => {
    const limits = bounds();
    const value = Number(input.value);
    if (input.value !== '' && raiseToMin(value, limits) !== value) {
      input.value = formatQuantity(limits.min, limits.step);
      fire();
    }
  };
  raise();
  input.addEventListener('change', raise);
  return () => {
    input.removeEventListener('change', raise);
    minus.remove();
    plus.remove();
    host.classList.remove('si-qty', 'buttons_added');
  };
}
