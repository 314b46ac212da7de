/**
 * The toggles in Complianz's manage_consent_html, wired as its script wires them: category
 * checkboxes `input.cmplz-{category}` (data-category="cmplz_{category}") and per-service
 * checkboxes `input.cmplz-accept-service[data-service]` show the visitor's consent; changing one
 * saves it at once (no save button on the cookie policy).
 */
import type { ConsentSnapshot } from '../../src/consent/store';
import { CATEGORIES, type Category } from '../../src/consent/types';

const categoryBox = (root: ParentNode, category: Category) => root.querySelector<HTMLInputElement>(`input.cmplz-${category}`);
const serviceBoxes = (root: ParentNode) => root.querySelectorAll<HTMLInputElement>('input.cmplz-accept-service[data-service]');

/** Put the visitor's consent into the checkboxes; functional is always on. */
export function syncToggles(root: ParentNode, snapshot: ConsentSnapshot): void {
  for (const category of CATEGORIES) {
    const box = categoryBox(root, category);
    if (!box) continue;
    box.checked = category === 'functional' || snapshot.allowed[category];
    if (category === 'functional') box.disabled = true;
  }
  serviceBoxes(root).forEach((box) => {
    const service = box.getAttribute('data-service') ?? '';
    const category = box.getAttribute('data-category');
    const byCategory = CATEGORIES.includes(category as Category) ? snapshot.allowed[category as Category] : snapshot.allowed.marketing;
    box.checked = snapshot.services[service] ?? byCategory;
  });
}

export interface ChosenConsent {
  categories: Category[];
  services: Record<string, boolean>;
}

/**
 * The choice after `toggle` changed: a category toggle sets the categories from every category
 * toggle (those without one keep their state); a service toggle sets just that service.
 */
export function choiceAfter(toggle: HTMLInputElement, root: ParentNode, snapshot: ConsentSnapshot): ChosenConsent {
  const service = toggle.classList.contains('cmplz-accept-service') ? toggle.getAttribute('data-service') : null;
  const categories = CATEGORIES.filter((category) => {
    const box = service ? null : categoryBox(root, category);
    return category === 'functional' || (box ? box.checked : snapshot.allowed[category]);
  });
  return { categories, services: service ? { ...snapshot.services, [service]: toggle.checked } : { ...snapshot.services } };
}

/** Is this element one of the toggles? */
export const isToggle = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && (target.classList.contains('cmplz-consent-checkbox') || target.classList.contains('cmplz-accept-service'));
