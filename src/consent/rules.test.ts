// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as rules from './rules';
import { CATEGORIES, type Category, type ConsentType, type StoredConsent, type VisitorContext } from './types';

const visitor = (overrides: Partial<VisitorContext> = {}): VisitorContext => ({
  isBot: false,
  privacySignal: false,
  honourSignal: true,
  consentType: 'optin',
  ...overrides,
});
const none: StoredConsent = { categories: {}, services: {} };
const withCookie = (categories: StoredConsent['categories'], services: Record<string, boolean> = {}): StoredConsent => ({
  categories,
  services,
});

describe('hasConsent, in the contract’s order', () => {
  it('1. bots have consent for everything, whatever the cookies say', () => {
    for (const category of CATEGORIES)
      expect(rules.hasConsent(category, visitor({ isBot: true, privacySignal: true }), withCookie({ marketing: 'deny' }))).toBe(true);
  });

  it('2. functional is always allowed', () => {
    expect(rules.hasConsent('functional', visitor({ privacySignal: true }), withCookie({ functional: 'deny' }))).toBe(true);
  });

  it('3. with DNT/GPC honoured, only an explicit allow counts, in every region', () => {
    for (const consentType of ['optin', 'optout', 'other'] as ConsentType[]) {
      expect(rules.hasConsent('marketing', visitor({ privacySignal: true, consentType }), none)).toBe(false);
      expect(rules.hasConsent('marketing', visitor({ privacySignal: true, consentType }), withCookie({ marketing: 'allow' }))).toBe(true);
    }
  });

  it('3. a signal the site does not honour changes nothing', () => {
    expect(rules.hasConsent('marketing', visitor({ privacySignal: true, honourSignal: false, consentType: 'optout' }), none)).toBe(true);
  });

  it('4. opt-out and other regions allow by default until a cookie says otherwise', () => {
    for (const consentType of ['optout', 'other'] as ConsentType[]) {
      expect(rules.hasConsent('statistics', visitor({ consentType }), none)).toBe(true);
      expect(rules.hasConsent('statistics', visitor({ consentType }), withCookie({ statistics: 'deny' }))).toBe(false);
    }
  });

  it('5. opt-in: only the cookie’s allow counts', () => {
    expect(rules.hasConsent('preferences', visitor(), none)).toBe(false);
    expect(rules.hasConsent('preferences', visitor(), withCookie({ preferences: 'allow' }))).toBe(true);
    expect(rules.hasConsent('preferences', visitor(), withCookie({ preferences: 'deny' }))).toBe(false);
  });

  it('is deterministic over every combination (property)', () => {
    const value = fc.constantFrom(undefined, 'allow' as const, 'deny' as const);
    fc.assert(
      fc.property(
        fc.record({
          isBot: fc.boolean(),
          privacySignal: fc.boolean(),
          honourSignal: fc.boolean(),
          consentType: fc.constantFrom<ConsentType>('optin', 'optout', 'other'),
        }),
        fc.constantFrom(...CATEGORIES),
        value,
        (context, category: Category, cookie) => {
          const stored = withCookie(cookie ? { [category]: cookie } : {});
          const result = rules.hasConsent(category, context, stored);
          if (context.isBot || category === 'functional') return result === true;
          if (cookie === 'allow') return result === true;
          if (cookie === 'deny') return result === false;
          // no cookie
          if (context.honourSignal && context.privacySignal) return result === false;
          return result === (context.consentType !== 'optin');
        },
      ),
    );
  });
});

describe('hasServiceConsent', () => {
  it('a service’s own choice wins over its category', () => {
    expect(rules.hasServiceConsent('youtube', 'marketing', visitor(), withCookie({ marketing: 'deny' }, { youtube: true }))).toBe(true);
    expect(rules.hasServiceConsent('youtube', 'marketing', visitor(), withCookie({ marketing: 'allow' }, { youtube: false }))).toBe(false);
  });

  it('without its own choice the category decides; bots always', () => {
    expect(rules.hasServiceConsent('google-maps', 'marketing', visitor(), withCookie({ marketing: 'allow' }))).toBe(true);
    expect(rules.hasServiceConsent('google-maps', 'marketing', visitor(), none)).toBe(false);
    expect(rules.hasServiceConsent('google-maps', 'marketing', visitor({ isBot: true }), withCookie({}, { 'google-maps': false }))).toBe(
      true,
    );
  });
});

describe('needsBanner', () => {
  it('shows for opt-in and opt-out until dismissed; never for other, bots or honoured signals', () => {
    expect(rules.needsBanner(visitor(), none)).toBe(true);
    expect(rules.needsBanner(visitor({ consentType: 'optout' }), none)).toBe(true);
    expect(rules.needsBanner(visitor(), { ...none, bannerStatus: 'dismissed' })).toBe(false);
    expect(rules.needsBanner(visitor(), { ...none, bannerStatus: 'show' })).toBe(true);
    expect(rules.needsBanner(visitor({ consentType: 'other' }), none)).toBe(false);
    expect(rules.needsBanner(visitor({ isBot: true }), none)).toBe(false);
    expect(rules.needsBanner(visitor({ privacySignal: true }), none)).toBe(false);
    expect(rules.needsBanner(visitor({ privacySignal: true, honourSignal: false }), none)).toBe(true);
  });
});

describe('transitions', () => {
  const services = ['youtube', 'google-maps'];

  it('accept all allows every category and service and dismisses', () => {
    const next = rules.acceptAll(none, services, '11');
    expect(next.categories).toEqual({ functional: 'allow', preferences: 'allow', statistics: 'allow', marketing: 'allow' });
    expect(next.services).toEqual({ youtube: true, 'google-maps': true });
    expect(next).toMatchObject({ bannerStatus: 'dismissed', policyId: '11' });
  });

  it('deny all denies everything but functional', () => {
    const next = rules.denyAll(rules.acceptAll(none, services, '11'), services, '11');
    expect(next.categories).toEqual({ functional: 'allow', preferences: 'deny', statistics: 'deny', marketing: 'deny' });
    expect(next.services).toEqual({ youtube: false, 'google-maps': false });
  });

  it('save preferences keeps exactly the chosen categories and services', () => {
    const next = rules.savePreferences(none, ['statistics'], { youtube: true }, '11');
    expect(next.categories).toEqual({ functional: 'allow', preferences: 'deny', statistics: 'allow', marketing: 'deny' });
    expect(next.services).toEqual({ youtube: true });
  });

  it('a placeholder accepts one category and keeps the rest as they were', () => {
    const start = rules.savePreferences(none, ['statistics'], {}, '11');
    const next = rules.setCategory(start, 'marketing', true, visitor(), '11');
    expect(next.categories).toEqual({ functional: 'allow', preferences: 'deny', statistics: 'allow', marketing: 'allow' });
    expect(rules.allowService(start, 'youtube', '11').services).toEqual({ youtube: true });
  });

  it('one category denied keeps the rest as they were, and a choice never touches functional', () => {
    const start = rules.savePreferences(none, ['statistics', 'marketing'], { youtube: true }, '11');
    const next = rules.setCategory(start, 'statistics', false, visitor(), '11');
    expect(next.categories).toEqual({ functional: 'allow', preferences: 'deny', statistics: 'deny', marketing: 'allow' });
    expect(next.services).toEqual({ youtube: true });
    expect(rules.setCategory(start, 'functional', false, visitor(), '11').categories.functional).toBe('allow');
  });

  it('a changed policy id resets to deny all with the banner shown', () => {
    expect(rules.policyChanged({ ...none, policyId: '10' }, '11')).toBe(true);
    expect(rules.policyChanged({ ...none, policyId: '11' }, '11')).toBe(false);
    expect(rules.policyChanged(none, '11')).toBe(false);
    expect(rules.resetForNewPolicy('11')).toEqual({
      categories: { functional: 'allow', preferences: 'deny', statistics: 'deny', marketing: 'deny' },
      services: {},
      bannerStatus: 'show',
      policyId: '11',
    });
  });

  it('a reload follows only the withdrawal of marketing or of a service that was allowed', () => {
    const category = () => 'marketing' as const;
    const accepted = rules.acceptAll(none, services, '11');
    expect(rules.withdrawalNeedsReload(accepted, rules.denyAll(accepted, services, '11'), visitor(), category)).toBe(true);
    // nothing was allowed before: no reload
    expect(rules.withdrawalNeedsReload(none, rules.denyAll(none, services, '11'), visitor(), category)).toBe(false);
    // statistics withdrawn only: no reload
    const stats = rules.savePreferences(none, ['statistics'], {}, '11');
    expect(rules.withdrawalNeedsReload(stats, rules.denyAll(stats, [], '11'), visitor(), category)).toBe(false);
    // one service withdrawn
    const youtube = rules.allowService(none, 'youtube', '11');
    expect(rules.withdrawalNeedsReload(youtube, rules.savePreferences(youtube, [], { youtube: false }, '11'), visitor(), category)).toBe(
      true,
    );
    // opt-out default allowed, then denied: reload
    expect(rules.withdrawalNeedsReload(none, rules.denyAll(none, [], '11'), visitor({ consentType: 'optout' }), category)).toBe(true);
  });
});
