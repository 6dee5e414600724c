/**
 * Issue 32 "Correction": the fields a member cannot edit themselves (date of birth, name on record, Aadhaar last
 * four) get "Ask for a correction"; the admin's change of the field closes the request, or the admin declines it.
 * No decorators or Node modules: the web imports this file.
 */

export const CorrectionFields = ['dateOfBirth', 'name', 'aadhaarLastFour'] as const;
export type CorrectionField = (typeof CorrectionFields)[number];

export const CorrectionFieldLabels: Readonly<Record<CorrectionField, string>> = {
  dateOfBirth: 'Date of birth',
  name: 'Name on record',
  aadhaarLastFour: 'Aadhaar last four digits',
};

/** open until an admin changes the field (done) or declines it with a reason (declined). */
export const CorrectionRequestStatuses = ['open', 'done', 'declined'] as const;
export type CorrectionRequestStatus = (typeof CorrectionRequestStatuses)[number];

/** Body of POST /api/members/correction-requests (the signed-in member, for themself). */
export interface CorrectionRequestFields {
  field: CorrectionField;
  /**
   * The correct value: a date YYYY-MM-DD; the first and last name ("Ravi Kumar"); the 12-digit Aadhaar number or
   * its last four digits (only the last four are kept).
   */
  value: string;
  note?: string | null;
}

/** Body of POST /api/members/correction-requests/{requestId}/decline: the reason the member is told. */
export interface DeclineCorrectionRequestFields {
  reason: string;
}

export interface CorrectionRequestDto {
  id: string;
  /** The member's uuid. */
  memberId: string;
  field: CorrectionField;
  /** What the member asked for (for Aadhaar only the last four digits). */
  requestedValue: string;
  note: string | null;
  status: CorrectionRequestStatus;
  createdAt: string;
  /** When and by which admin it was done or declined; null while open. */
  closedAt: string | null;
  closedBy: string | null;
  /** Declined: the admin's reason. */
  declineReason: string | null;
}

export const CorrectionMessages = {
  valueRequired: 'Give the correct value',
  nameNeedsTwoParts: 'Give the first and last name',
  aadhaarInvalid: 'Give the 12-digit Aadhaar number or its last four digits',
  reasonRequired: 'Give a reason the member will read',
  alreadyOpen: 'You already asked for a correction of this field; the office will get back to you',
} as const;
