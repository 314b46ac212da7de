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

const categoryOfToggle = (toggle: HTMLInputElement): Category | undefined =>
  CATEGORIES.find((category) => toggle.classList.contains(`cmplz-${category}`));

/**
 * The choice after `toggle` changed. A category toggle sets the categories from every category
 * toggle (those without one keep their state), and the services of the changed category follow it
 * again (a "deny all" earlier recorded each of them as denied). A service toggle sets just that service.
 */
export function choiceAfter(
  toggle: HTMLInputElement,
  root: ParentNode,
  snapshot: ConsentSnapshot,
  categoryOfService: (service: string) => Category,
): ChosenConsent {
  const service = toggle.classList.contains('cmplz-accept-service') ? toggle.getAttribute('data-service') : null;
  if (service) {
    return {
      categories: CATEGORIES.filter((category) => snapshot.allowed[category]),
      services: { ...snapshot.services, [service]: toggle.checked },
    };
  }
  const changed = categoryOfToggle(toggle);
  const categories = CATEGORIES.filter((category) => {
    const box = categoryBox(root, category);
    return category === 'functional' || (box ? box.checked : snapshot.allowed[category]);
  });
  const services = Object.fromEntries(Object.entries(snapshot.services).filter(([id]) => categoryOfService(id) !== changed));
  return { categories, services };
}

/** Is this element one of the toggles? */
export const isToggle = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement &&
  (target.classList.contains('cmplz-consent-checkbox') || target.classList.contains('cmplz-accept-service'));

const INTERACTIVE = 'input, select, textarea, button, a[href], label';
const BARE_BUTTON = 'padding:0;margin:0;border:0;background:none;font:inherit;color:inherit;line-height:0;cursor:pointer';

/**
 * Complianz prints each category as `<details>` whose `<summary>` holds the category's checkbox: a
 * control inside a control, which screen readers announce as one (axe: nested-interactive). Such a
 * disclosure becomes a block whose header holds the checkbox and a separate button (around the
 * plugin's arrow icon) that shows or hides the description, so it looks and measures as before.
 * Classes stay, so the plugin's styles still apply.
 */
let insertions = 0;

export function unnestToggles(root: ParentNode): void {
  const prefix = `si-consent-category-${++insertions}`;
  root.querySelectorAll('details > summary').forEach((summary, index) => {
    if (!summary.querySelector(INTERACTIVE)) return;
    const details = summary.parentElement as HTMLDetailsElement;
    const doc = details.ownerDocument;
    const header = doc.createElement('div');
    header.className = `${summary.className} cmplz-summary`.trim();
    header.append(...summary.childNodes);
    summary.remove();
    const block = doc.createElement('div');
    for (const attribute of details.attributes) if (attribute.name !== 'open') block.setAttribute(attribute.name, attribute.value);
    const body = doc.createElement('div');
    body.id = `${prefix}-${index}`;
    body.hidden = !details.open;
    body.append(...details.childNodes);
    const toggle = doc.createElement('button');
    toggle.type = 'button';
    toggle.setAttribute('style', BARE_BUTTON);
    toggle.setAttribute('aria-expanded', String(details.open));
    toggle.setAttribute('aria-controls', body.id);
    toggle.setAttribute('aria-label', header.querySelector('.cmplz-category-title')?.textContent?.trim() || 'Details');
    const icon = header.querySelector('.cmplz-icon');
    if (icon) icon.replaceWith(toggle);
    else header.append(toggle);
    if (icon) toggle.append(icon);
    toggle.addEventListener('click', () => {
      body.hidden = !body.hidden;
      toggle.setAttribute('aria-expanded', String(!body.hidden));
    });
    block.append(header, body);
    details.replaceWith(block);
  });
}

/** The categories the owner's Complianz banner leaves out stay out of the consent area too (as its hide-<category>.css does). */
export function hideCategories(root: ParentNode, hidden: readonly string[]): void {
  for (const category of hidden)
    root.querySelectorAll<HTMLElement>(`.cmplz-category.cmplz-${category}`).forEach((block) => (block.hidden = true));
}
