import type { ReactNode } from 'react';
import type policiesEnglish from '../../i18n/locales/en/policies.json';
import { RichText } from '../../i18n/RichText';
import type { Translate } from '../../i18n/texts';
import { POLICY_LINKS, SUPPORT_EMAIL } from '../../lib/constants';
import { formatRupees } from '../../lib/format';
import { MembershipFees } from './MembershipFee';

/**
 * Spec part 2 §9 "Policy text figures": the amounts the policy pages state. The joining and annual renewal fees are
 * not here: the association sets them in Scheme Settings and the pages show the setting (MembershipFees).
 */
export const POLICY_FIGURES = {
  esiMonthly: 200,
  postalMonthly: 150,
  kutumbaBarosaMonthly: 100,
  idCardLocal: 50,
  idCardOutstation: 100,
} as const;

export interface PolicySection {
  heading: string;
  body: ReactNode;
}

export type PolicyKey = (typeof POLICY_LINKS)[number]['key'];

export interface Policy {
  path: string;
  /** Its title is the common catalogue's `policies.<key>`, the name every link to it uses. */
  key: PolicyKey;
  intro: string;
  /** Shows the privacy notice (issue 32) after the intro. */
  showsPrivacyNotice?: boolean;
  sections: PolicySection[];
}

/** The policy pages' texts in the shown language (issue 31), and the association's name in it. */
export interface PolicyTexts {
  t: Translate<typeof policiesEnglish>;
  association: string;
}

const F = POLICY_FIGURES;
const rupees = (value: number) => formatRupees(value);

function contactSection(t: PolicyTexts['t']): PolicySection {
  return {
    heading: t('contactHeading'),
    body: (
      <p>
        <RichText
          t={t}
          k="contact"
          values={{ email: SUPPORT_EMAIL, hours: t('officeHours') }}
          tags={{ mail: (email) => <a href={`mailto:${SUPPORT_EMAIL}`}>{email}</a> }}
        />
      </p>
    ),
  };
}

function pricingPolicy({ t, association }: PolicyTexts): Policy {
  return {
    path: '/pricing-policy',
    key: 'pricing',
    intro: t('pricing.intro', { association }),
    sections: [
      {
        heading: t('pricing.feesHeading'),
        body: (
          <MembershipFees>
            {(fees) => (
              <ul>
                <li>{t('pricing.newFee', { fee: fees.joiningFee })}</li>
                <li>{t('pricing.renewalFee', { fee: fees.renewalFee })}</li>
              </ul>
            )}
          </MembershipFees>
        ),
      },
      {
        heading: t('pricing.schemesHeading'),
        body: (
          <>
            <ul>
              <li>{t('pricing.esi', { amount: rupees(F.esiMonthly) })}</li>
              <li>{t('pricing.postal', { amount: rupees(F.postalMonthly) })}</li>
              <li>{t('pricing.kutumbaBarosa', { amount: rupees(F.kutumbaBarosaMonthly) })}</li>
            </ul>
            <p>{t('pricing.due')}</p>
          </>
        ),
      },
      {
        heading: t('pricing.idCardHeading'),
        body: (
          <ul>
            <li>{t('pricing.local', { amount: rupees(F.idCardLocal) })}</li>
            <li>{t('pricing.outstation', { amount: rupees(F.idCardOutstation) })}</li>
          </ul>
        ),
      },
      { heading: t('pricing.changesHeading'), body: <p>{t('pricing.changes')}</p> },
      { heading: t('pricing.payHeading'), body: <p>{t('pricing.pay')}</p> },
    ],
  };
}

function shippingPolicy({ t }: PolicyTexts): Policy {
  return {
    path: '/shipping-policy',
    key: 'shipping',
    intro: t('shipping.intro'),
    sections: [
      {
        heading: t('shipping.idCardsHeading'),
        body: (
          <ul>
            <li>{t('shipping.local', { amount: rupees(F.idCardLocal) })}</li>
            <li>{t('shipping.outstation', { amount: rupees(F.idCardOutstation) })}</li>
          </ul>
        ),
      },
      {
        heading: t('shipping.documentsHeading'),
        body: (
          <ul>
            <li>{t('shipping.certificates')}</li>
            <li>{t('shipping.schemeDocuments')}</li>
          </ul>
        ),
      },
      { heading: t('shipping.notReceivedHeading'), body: <p>{t('shipping.notReceived')}</p> },
      contactSection(t),
    ],
  };
}

function termsAndConditions({ t, association }: PolicyTexts): Policy {
  return {
    path: '/terms-conditions',
    key: 'terms',
    intro: t('terms.intro', { association }),
    sections: [
      {
        heading: t('terms.membershipHeading'),
        body: <MembershipFees>{(fees) => <p>{t('terms.membership', fees)}</p>}</MembershipFees>,
      },
      {
        heading: t('terms.schemesHeading'),
        body: (
          <p>
            {t('terms.schemes', {
              esi: rupees(F.esiMonthly),
              postal: rupees(F.postalMonthly),
              kutumbaBarosa: rupees(F.kutumbaBarosaMonthly),
            })}
          </p>
        ),
      },
      { heading: t('terms.terminationHeading'), body: <p>{t('terms.termination')}</p> },
      { heading: t('terms.changesHeading'), body: <p>{t('terms.changes')}</p> },
      { heading: t('terms.portalHeading'), body: <p>{t('terms.portal')}</p> },
      contactSection(t),
    ],
  };
}

function privacyPolicy({ t }: PolicyTexts): Policy {
  return {
    path: '/privacy-policy',
    key: 'privacy',
    intro: t('privacy.intro'),
    // Issue 32: what is collected, why, how long it is kept, the rights and the grievance officer are the privacy
    // notice the registration form shows (components/PrivacyNotice), one text for both.
    showsPrivacyNotice: true,
    sections: [
      { heading: t('privacy.paymentsHeading'), body: <p>{t('privacy.payments')}</p> },
      { heading: t('privacy.securityHeading'), body: <p>{t('privacy.security')}</p> },
      contactSection(t),
    ],
  };
}

function cancellationAndRefundPolicy({ t }: PolicyTexts): Policy {
  return {
    path: '/cancellation-refund-policy',
    key: 'refund',
    intro: t('refund.intro'),
    sections: [
      {
        heading: t('refund.membershipHeading'),
        body: (
          <ul>
            <li>{t('refund.notice')}</li>
            <li>{t('refund.annualFees')}</li>
            <li>{t('refund.termination')}</li>
          </ul>
        ),
      },
      {
        heading: t('refund.eventsHeading'),
        body: (
          <ul>
            <li>{t('refund.moreThan7Days')}</li>
            <li>{t('refund.from3To7Days')}</li>
            <li>{t('refund.within48Hours')}</li>
          </ul>
        ),
      },
      {
        heading: t('refund.processHeading'),
        body: (
          <ul>
            <li>{t('refund.review')}</li>
            <li>{t('refund.paid')}</li>
            <li>{t('refund.late')}</li>
          </ul>
        ),
      },
      contactSection(t),
    ],
  };
}

const POLICIES = [pricingPolicy, shippingPolicy, termsAndConditions, privacyPolicy, cancellationAndRefundPolicy];

/** The policy at `path`, in the texts given (the shown language's); undefined for any other path. */
export function policyFor(path: string, texts: PolicyTexts): Policy | undefined {
  return POLICIES.map((policy) => policy(texts)).find((policy) => policy.path === path);
}
