/**
 * The consent decisions, pure: what the contract says, in its order
 * (bots, functional, DNT/GPC, region, cookie).
 */
import { CATEGORIES, type Category, type StoredConsent, type VisitorContext } from './types';

export function hasConsent(category: Category, visitor: VisitorContext, stored: StoredConsent): boolean {
  if (visitor.isBot) return true;
  if (category === 'functional') return true;
  const value = stored.categories[category];
  if (visitor.honourSignal && visitor.privacySignal) return value === 'allow';
  if ((visitor.consentType === 'optout' || visitor.consentType === 'other') && value === undefined) return true;
  return value === 'allow';
}

/** A service's own choice wins; without one, its category decides. */
export function hasServiceConsent(service: string, category: Category, visitor: VisitorContext, stored: StoredConsent): boolean {
  if (visitor.isBot) return true;
  const own = stored.services[service];
  if (own !== undefined) return own;
  return hasConsent(category, visitor, stored);
}

export function needsBanner(visitor: VisitorContext, stored: StoredConsent): boolean {
  if (visitor.isBot || visitor.consentType === 'other') return false;
  if (visitor.honourSignal && visitor.privacySignal) return false;
  return stored.bannerStatus !== 'dismissed';
}

export const policyChanged = (stored: StoredConsent, currentPolicyId: string): boolean =>
  stored.policyId !== undefined && currentPolicyId !== '' && stored.policyId !== currentPolicyId;

export const decisions = (visitor: VisitorContext, stored: StoredConsent): Record<Category, boolean> =>
  Object.fromEntries(CATEGORIES.map((category) => [category, hasConsent(category, visitor, stored)])) as Record<Category, boolean>;

const chosen = (allowed: (category: Category) => boolean): StoredConsent['categories'] =>
  Object.fromEntries(CATEGORIES.map((category) => [category, category === 'functional' || allowed(category) ? 'allow' : 'deny']));

export function acceptAll(stored: StoredConsent, services: string[], policyId: string): StoredConsent {
  return {
    ...stored,
    categories: chosen(() => true),
    services: Object.fromEntries(services.map((id) => [id, true])),
    bannerStatus: 'dismissed',
    policyId,
  };
}

export function denyAll(stored: StoredConsent, services: string[], policyId: string): StoredConsent {
  return {
    ...stored,
    categories: chosen(() => false),
    services: Object.fromEntries(services.map((id) => [id, false])),
    bannerStatus: 'dismissed',
    policyId,
  };
}

export function savePreferences(
  stored: StoredConsent,
  categories: readonly Category[],
  services: Record<string, boolean>,
  policyId: string,
): StoredConsent {
  return {
    ...stored,
    categories: chosen((category) => categories.includes(category)),
    services: { ...services },
    bannerStatus: 'dismissed',
    policyId,
  };
}

/** One category allowed or denied, the other decisions kept (a placeholder's "accept"); the banner's question stays open. */
export function setCategory(
  stored: StoredConsent,
  category: Category,
  allow: boolean,
  visitor: VisitorContext,
  policyId: string,
): StoredConsent {
  const current = decisions(visitor, stored);
  return { ...stored, categories: chosen((other) => (other === category ? allow : current[other])), policyId };
}

export function allowService(stored: StoredConsent, service: string, policyId: string): StoredConsent {
  return { ...stored, services: { ...stored.services, [service]: true }, policyId };
}

/** After a changed policy: everything denied, the banner asks again. */
export function resetForNewPolicy(policyId: string): StoredConsent {
  return { categories: chosen(() => false), services: {}, bannerStatus: 'show', policyId };
}

/**
 * Scripts that already ran cannot be taken back: withdrawing marketing, or a service that was
 * allowed, needs a reload.
 */
export function withdrawalNeedsReload(
  before: StoredConsent,
  after: StoredConsent,
  visitor: VisitorContext,
  serviceCategory: (service: string) => Category,
): boolean {
  if (hasConsent('marketing', visitor, before) && !hasConsent('marketing', visitor, after)) return true;
  const services = new Set([...Object.keys(before.services), ...Object.keys(after.services)]);
  for (const service of services) {
    const category = serviceCategory(service);
    if (hasServiceConsent(service, category, visitor, before) && !hasServiceConsent(service, category, visitor, after)) return true;
  }
  return false;
}
