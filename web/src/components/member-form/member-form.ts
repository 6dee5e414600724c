import {
  firstFailure,
  MemberFormRequiredFields,
  MemberFormRules,
  savedValidity,
  todayAsMembershipDate,
} from '@portal/contracts/rules';
import { CommonErrorCode, MembershipErrorCode } from '@portal/contracts/shapes';
import { parseApiError, type FieldError } from '../../api/client';
import { MEMBER_STATUSES, type Member, type MemberInput, type MemberStatus } from '../../api/members';
import { formatDate, toDateInputValue } from '../../lib/format';
import type { AdminMembersTexts } from '../../i18n/admin-members';
import members from '../../i18n/locales/en/admin/members.json';
import { translateWith } from '../../i18n/texts';

/** The English texts, for callers outside React (and the tests); the dialog passes the shown language's. */
const ENGLISH: AdminMembersTexts = translateWith('adminMembers', members, 'en');

/** What the add/edit dialog holds; dates as YYYY-MM-DD text from date inputs. */
export interface MemberFormValues {
  memberId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  dateOfBirth: string;
  membershipStartDate: string;
  membershipEndDate: string;
  status: MemberStatus;
}

export type MemberFormField = keyof MemberFormValues;

export const MEMBER_FORM_FIELDS: readonly MemberFormField[] = [
  'memberId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'dateOfBirth',
  'membershipStartDate',
  'membershipEndDate',
  'status',
];

export type FormMode = 'create' | 'update';

export function emptyMemberForm(): MemberFormValues {
  return {
    memberId: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    address: '',
    dateOfBirth: '',
    membershipStartDate: '',
    membershipEndDate: '',
    // Spec part 1 §3: a new member starts as pending.
    status: 'pending',
  };
}

export function memberToForm(member: Member): MemberFormValues {
  const status = MEMBER_STATUSES.includes(member.status) ? member.status : 'pending';
  return {
    memberId: member.memberId ?? '',
    firstName: member.firstName ?? '',
    lastName: member.lastName ?? '',
    email: member.email ?? '',
    phone: member.phone ?? '',
    address: member.address ?? '',
    dateOfBirth: toDateInputValue(member.dateOfBirth),
    membershipStartDate: toDateInputValue(member.membershipStartDate),
    membershipEndDate: toDateInputValue(member.membershipEndDate),
    status,
  };
}

const text = (value: string | undefined | null) => (value ?? '').trim();
const orNull = (value: string | undefined | null) => text(value) || null;

/** Spec part 1 §5: first name, last name and phone are required (the shared rules); the server checks the rest. */
export function findMissingFields(values: Partial<MemberFormValues>): FieldError[] {
  return MemberFormRequiredFields.flatMap((field) => {
    const failure = firstFailure(MemberFormRules[field], values[field]);
    return failure ? [{ field, message: failure.message }] : [];
  });
}

/** Blank optional fields are sent as null so clearing them on edit really clears them; a blank id is left out. */
export function toMemberInput(values: Partial<MemberFormValues>): MemberInput {
  const memberId = normaliseMemberId(values.memberId);
  return {
    ...(memberId ? { memberId } : {}),
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    email: orNull(values.email),
    phone: text(values.phone),
    address: orNull(values.address),
    dateOfBirth: orNull(values.dateOfBirth),
    membershipStartDate: orNull(values.membershipStartDate),
    membershipEndDate: orNull(values.membershipEndDate),
    status: values.status ?? 'pending',
  };
}

const DATE_INPUT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What the validity fields say under them (issue 29, the rule from contracts the server applies on save): a blank
 * start date means today, and an Active member without an end date gets one year from the start.
 */
export function validityHints(
  values: Pick<Partial<MemberFormValues>, 'membershipStartDate' | 'membershipEndDate' | 'status'>,
  now: Date = new Date(),
  t: AdminMembersTexts = ENGLISH,
): { start?: string; end?: string } {
  const startText = text(values.membershipStartDate);
  const start = DATE_INPUT.test(startText) ? new Date(`${startText}T00:00:00.000Z`) : null;
  if (startText && !start) return {};
  const saved = savedValidity(
    {
      status: values.status ?? 'pending',
      membershipStartDate: start,
      membershipEndDate: text(values.membershipEndDate) ? new Date(0) : null,
    },
    now,
  );
  return {
    start: start
      ? undefined
      : t('form.startHint', { date: formatDate(todayAsMembershipDate(now).toISOString().slice(0, 10)) }),
    end: saved.endDefaulted
      ? t('form.endHint', { date: formatDate(saved.membershipEndDate!.toISOString().slice(0, 10)) })
      : undefined,
  };
}

/** The server trims and upper-cases a given id (spec part 1 §5); the messages quote it that way too. */
export function normaliseMemberId(value: string | undefined | null): string {
  return text(value).toUpperCase();
}

export interface SaveFailure {
  title: string;
  description: string;
  /** Problems to list in the summary box and mark on the form. */
  fieldErrors: FieldError[];
}

/** Spec part 1 §8 "Member save": which toast a failed create or update shows, decided by the error's code. */
export function describeSaveFailure(
  err: unknown,
  mode: FormMode,
  submittedMemberId: string,
  t: AdminMembersTexts = ENGLISH,
): SaveFailure {
  const parsed = parseApiError(err);
  const code = parsed.code ?? codeFromStatus(parsed.status, parsed.field);
  if (code === CommonErrorCode.ValidationFailed && parsed.errors?.length) {
    return {
      title: t('form.validationFailed'),
      description: parsed.errors.map((e) => `${e.field}: ${e.message}`).join(', '),
      fieldErrors: parsed.errors,
    };
  }
  if (code === MembershipErrorCode.DuplicateMemberId) {
    return {
      title: t('form.idInUse'),
      description: t('form.idInUseText', { id: submittedMemberId }),
      fieldErrors: [{ field: 'memberId', message: t('form.idTaken', { id: submittedMemberId }) }],
    };
  }
  if (code === MembershipErrorCode.DuplicateEmail) {
    return {
      title: t('form.emailInUse'),
      description: t('form.emailInUseText'),
      fieldErrors: [{ field: 'email', message: t('form.emailTaken') }],
    };
  }
  const description = parsed.message || t('form.unexpected');
  return {
    title: mode === 'create' ? t('form.createFailed') : t('form.updateFailed'),
    description,
    // A duplicate phone (or any conflict naming a field) is shown on that field as well as in the toast.
    fieldErrors: parsed.status === 409 && parsed.field ? [{ field: parsed.field, message: description }] : [],
  };
}

/** An answer without a code (not the gateway's JSON): the codes its status and field stand for. */
function codeFromStatus(status: number, field: string | undefined) {
  if (status === 400) return CommonErrorCode.ValidationFailed;
  if (status === 409 && field === 'memberId') return MembershipErrorCode.DuplicateMemberId;
  if (status === 409 && field === 'email') return MembershipErrorCode.DuplicateEmail;
  return undefined;
}
