import type { ReactNode } from 'react';
import { ASSOCIATION_NAME, OFFICE_HOURS, SUPPORT_EMAIL } from '../../lib/constants';
import { formatRupees } from '../../lib/format';
import { MembershipFee } from './MembershipFee';

/**
 * Spec part 2 §9 "Policy text figures": the amounts the policy pages state. The joining and annual renewal fees are
 * not here: the association sets them in Scheme Settings and the pages show the setting (MembershipFee).
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

export interface Policy {
  path: string;
  title: string;
  intro: string;
  /** Shows the privacy notice (issue 32) after the intro. */
  showsPrivacyNotice?: boolean;
  sections: PolicySection[];
}

const F = POLICY_FIGURES;
const rupees = (value: number) => formatRupees(value);
const officeHours = OFFICE_HOURS.map((slot) => `${slot.days} ${slot.hours}`).join('; ');
const contactLine = (
  <>
    Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or visit our office ({officeHours}).
  </>
);

export const POLICIES: Policy[] = [
  {
    path: '/pricing-policy',
    title: 'Pricing Policy',
    intro: `The fees and contributions members of the ${ASSOCIATION_NAME} pay. All amounts are in Indian rupees.`,
    sections: [
      {
        heading: 'Membership fees',
        body: (
          <ul>
            <li>
              New membership fee: <MembershipFee fee="joiningFee" />
            </li>
            <li>
              Annual renewal fee: <MembershipFee fee="renewalFee" />
            </li>
          </ul>
        ),
      },
      {
        heading: 'Welfare scheme contributions',
        body: (
          <>
            <ul>
              <li>ESI: {rupees(F.esiMonthly)} per month</li>
              <li>Postal: {rupees(F.postalMonthly)} per month</li>
              <li>Kutumba Barosa: {rupees(F.kutumbaBarosaMonthly)} per month</li>
            </ul>
            <p>Contributions are due on the 1st of each month for the schemes a member has opted into.</p>
          </>
        ),
      },
      {
        heading: 'ID card delivery',
        body: (
          <ul>
            <li>Local delivery: {rupees(F.idCardLocal)}</li>
            <li>Outstation delivery: {rupees(F.idCardOutstation)}</li>
          </ul>
        ),
      },
      {
        heading: 'Changes to fees',
        body: <p>Members are given at least 30 days' notice before any fee or contribution changes.</p>,
      },
      {
        heading: 'How to pay',
        body: (
          <p>
            Payments can be made online through the member portal (UPI, cards, net banking and wallets) or at the
            association office.
          </p>
        ),
      },
    ],
  },
  {
    path: '/shipping-policy',
    title: 'Shipping Policy',
    intro: 'How and when we deliver ID cards, certificates and scheme documents to members.',
    sections: [
      {
        heading: 'ID cards',
        body: (
          <ul>
            <li>Local delivery: {rupees(F.idCardLocal)}, within 3-5 working days</li>
            <li>Outstation delivery: {rupees(F.idCardOutstation)}, within 7-10 working days</li>
          </ul>
        ),
      },
      {
        heading: 'Certificates and scheme documents',
        body: (
          <ul>
            <li>Membership certificates: within 7-10 working days</li>
            <li>Scheme documents: within 15 working days</li>
          </ul>
        ),
      },
      {
        heading: 'Items not received',
        body: (
          <p>
            Please tell us within 15 days of the expected delivery date if an item has not arrived, and we will trace or
            resend it.
          </p>
        ),
      },
      { heading: 'Contact', body: <p>{contactLine}</p> },
    ],
  },
  {
    path: '/terms-conditions',
    title: 'Terms & Conditions',
    intro: `The terms on which the ${ASSOCIATION_NAME} offers membership, welfare schemes and this portal.`,
    sections: [
      {
        heading: 'Membership',
        body: (
          <p>
            Membership is open to working photographers and videographers. Every application is reviewed by the
            association; membership starts when it is approved. The new membership fee is{' '}
            <MembershipFee fee="joiningFee" /> and the annual renewal fee is <MembershipFee fee="renewalFee" />.
          </p>
        ),
      },
      {
        heading: 'Welfare schemes',
        body: (
          <p>
            Members who opt into a scheme pay its monthly contribution (ESI {rupees(F.esiMonthly)}, Postal{' '}
            {rupees(F.postalMonthly)}, Kutumba Barosa {rupees(F.kutumbaBarosaMonthly)}) by the 1st of each month.
          </p>
        ),
      },
      {
        heading: 'Non-payment and termination',
        body: (
          <p>
            A membership is terminated automatically after 6 months of non-payment. A member may cancel their membership
            by giving 30 days' written notice.
          </p>
        ),
      },
      {
        heading: 'Changes to these terms',
        body: <p>We give members at least 30 days' notice of any change to fees or to these terms.</p>,
      },
      {
        heading: 'Use of the portal',
        body: (
          <p>
            Keep your password to yourself and tell us at once if you think someone else has used your account. The
            information you give us must be true and complete.
          </p>
        ),
      },
      { heading: 'Contact', body: <p>{contactLine}</p> },
    ],
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    intro: 'What personal information we collect, why, and how we protect it.',
    // Issue 32: what is collected, why, how long it is kept, the rights and the grievance officer are the privacy
    // notice the registration form shows (components/PrivacyNotice), one text for both.
    showsPrivacyNotice: true,
    sections: [
      {
        heading: 'Payments',
        body: (
          <p>
            Online payments are processed by our payment partner; we never see or store your card details. We keep
            financial records for 7 years, as the law requires.
          </p>
        ),
      },
      {
        heading: 'Security',
        body: (
          <p>
            Passwords are stored only in hashed form, files are kept in private storage, and only authorised association
            staff can see member records.
          </p>
        ),
      },
      { heading: 'Contact', body: <p>{contactLine}</p> },
    ],
  },
  {
    path: '/cancellation-refund-policy',
    title: 'Cancellation & Refund Policy',
    intro: 'How to cancel a membership or event booking and when fees are refunded.',
    sections: [
      {
        heading: 'Membership cancellation',
        body: (
          <ul>
            <li>Give 30 days' notice to cancel your membership.</li>
            <li>Annual fees are non-refundable after 15 days from payment.</li>
            <li>A membership is terminated automatically after 6 months of non-payment.</li>
          </ul>
        ),
      },
      {
        heading: 'Event cancellations',
        body: (
          <ul>
            <li>Cancelled more than 7 days before the event: full refund</li>
            <li>Cancelled 3-7 days before the event: 50% refund</li>
            <li>Cancelled within 48 hours of the event: no refund</li>
          </ul>
        ),
      },
      {
        heading: 'How refunds are processed',
        body: (
          <ul>
            <li>We review a refund request within 7-10 working days.</li>
            <li>Approved refunds are paid within 15-30 working days to the original payment method.</li>
            <li>Requests made more than 90 days after payment may be refused.</li>
          </ul>
        ),
      },
      { heading: 'Contact', body: <p>{contactLine}</p> },
    ],
  },
];

export function policyFor(path: string): Policy | undefined {
  return POLICIES.find((policy) => policy.path === path);
}
