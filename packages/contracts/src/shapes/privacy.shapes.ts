import type { DataRequestDto } from './data-requests.shapes';

/**
 * Issue 32 "Notice and consent" (India's DPDP Act, 2023): the privacy notice a visitor reads and agrees to before
 * registering, and the consent membership records with the notice's version and time.
 *
 * The notice's words live in the web's register catalogue (en and kn, `notice.*`); PRIVACY_NOTICE_VERSION names
 * that text. Change the version whenever the notice's meaning changes: consents keep the version they were given
 * for, and a form opened on an older version is refused (ConsentMessages.outdated).
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-28';

/** The two registration form fields of the consent: the ticked box ('true') and the version of the notice shown. */
export const PrivacyConsentFieldNames = ['privacyConsent', 'privacyNoticeVersion'] as const;

export interface PrivacyConsentFields {
  /** 'true' when the visitor ticked the box under the notice (a form field, as text in JSON too). */
  privacyConsent?: string | null;
  /** The PRIVACY_NOTICE_VERSION the form showed. */
  privacyNoticeVersion?: string | null;
}

export const ConsentMessages = {
  required: 'Please read the privacy notice and tick the box to agree to it',
  outdated:
    'The privacy notice has changed since this form was opened. Please reload the page, read it and agree again',
} as const;

/** Who a member writes to with a complaint about their personal data (the grievance officer, from settings). */
export interface GrievanceOfficer {
  name: string;
  email: string;
}

/** GET /api/privacy-notice (public): the notice's version and the grievance officer it names. */
export interface PrivacyNoticeAnswer {
  version: string;
  grievanceOfficer: GrievanceOfficer;
}

export const ConsentPurposes = ['registration'] as const;
export type ConsentPurpose = (typeof ConsentPurposes)[number];

/** One consent a member gave: to which notice version, when, and when it was withdrawn (null while it stands). */
export interface ConsentDto {
  id: string;
  purpose: ConsentPurpose;
  noticeVersion: string;
  givenAt: string;
  withdrawnAt: string | null;
}

/** The note of the erasure request a withdrawal of consent starts (the office sees why it was asked). */
export const CONSENT_WITHDRAWN_NOTE = 'Consent to the privacy notice withdrawn from Profile Settings';

/** POST /api/members/consents/withdraw: the consents (now withdrawn) and the erasure request it started. */
export interface WithdrawConsentAnswer {
  consents: ConsentDto[];
  erasureRequest: DataRequestDto;
}
