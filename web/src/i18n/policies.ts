import policies from './locales/en/policies.json';
import { areaTextsOf } from './area-texts';

/**
 * The public policy pages (pricing, shipping, terms, privacy, cancellation and refund) (issue 31): English with the
 * pages' code, Kannada downloaded when shown in Kannada, so the long texts never weigh on other pages.
 */
export const usePoliciesTexts = areaTextsOf('publicPolicies', policies, {
  kn: () => import('./locales/kn/policies.json'),
});
