import { describe, expect, it } from 'vitest';
import { CommonErrorCode, MembershipErrorCode } from '@portal/contracts/shapes';
import { describeSaveFailure, findMissingFields, memberToForm, toMemberInput, validityHints } from './member-form';
import { aMember } from '../../test/member-fixtures';

const httpError = (status: number, body: unknown) => new Error(`${status}: ${JSON.stringify(body)}`);

describe('findMissingFields', () => {
  it('names first name, last name and phone when they are blank or only spaces', () => {
    expect(findMissingFields({ firstName: ' ', lastName: '', phone: undefined }).map((p) => p.field)).toEqual([
      'firstName',
      'lastName',
      'phone',
    ]);
  });

  it('lets a member with the three required fields through', () => {
    expect(findMissingFields({ firstName: 'Ravi', lastName: 'Kumar', phone: '9876543210' })).toEqual([]);
  });
});

describe('toMemberInput', () => {
  it('trims and upper-cases a given membership ID and sends blank optional fields as null', () => {
    expect(
      toMemberInput({
        memberId: ' photo0042 ',
        firstName: ' Ravi ',
        lastName: 'Kumar',
        email: '  ',
        phone: '9876543210',
        address: '',
        dateOfBirth: '1990-05-17',
        membershipStartDate: '',
        membershipEndDate: '2026-03-31',
        status: 'active',
      }),
    ).toEqual({
      memberId: 'PHOTO0042',
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: null,
      phone: '9876543210',
      address: null,
      dateOfBirth: '1990-05-17',
      membershipStartDate: null,
      membershipEndDate: '2026-03-31',
      status: 'active',
    });
  });

  it('leaves the membership ID out when blank so the server allocates the next one', () => {
    expect(toMemberInput({ memberId: '', firstName: 'A', lastName: 'B', phone: '1' })).not.toHaveProperty('memberId');
  });
});

describe('memberToForm', () => {
  it('fills the edit form with Indian calendar dates a date input understands', () => {
    const values = memberToForm(aMember());
    expect(values.membershipEndDate).toBe('2026-04-01');
    expect(values.dateOfBirth).toBe('1990-05-17');
    expect(values.email).toBe('ravi@example.in');
  });
});

describe('describeSaveFailure', () => {
  it("lists the server's field errors as 'field: message' joined by commas", () => {
    const failure = describeSaveFailure(
      httpError(400, {
        code: CommonErrorCode.ValidationFailed,
        message: 'Validation failed',
        errors: [
          {
            field: 'memberId',
            message: 'Member ID must be in format PHOTO followed by at least 4 digits (e.g., PHOTO0001)',
          },
          { field: 'phone', message: 'Phone must be a 10-digit Indian mobile number' },
        ],
      }),
      'create',
      'X1',
    );
    expect(failure.title).toBe('Validation Failed');
    expect(failure.description).toBe(
      'memberId: Member ID must be in format PHOTO followed by at least 4 digits (e.g., PHOTO0001), phone: Phone must be a 10-digit Indian mobile number',
    );
    expect(failure.fieldErrors).toHaveLength(2);
  });

  it('quotes the taken membership ID', () => {
    const failure = describeSaveFailure(
      httpError(409, { code: MembershipErrorCode.DuplicateMemberId, message: 'taken', field: 'memberId' }),
      'update',
      'PHOTO0007',
    );
    expect(failure.title).toBe('Membership ID Already in Use');
    expect(failure.description).toBe('The membership ID "PHOTO0007" is already taken. Please choose a different ID.');
  });

  it('explains a taken e-mail address', () => {
    const failure = describeSaveFailure(
      httpError(409, { code: MembershipErrorCode.DuplicateEmail, message: 'taken', field: 'email' }),
      'create',
      '',
    );
    expect(failure.title).toBe('Email Already in Use');
    expect(failure.description).toBe('This email address is already registered. Please use a different email.');
  });

  it("shows any other failure under 'Error creating member' or 'Error updating member' with the server message", () => {
    const phone = describeSaveFailure(
      httpError(409, {
        code: MembershipErrorCode.DuplicatePhone,
        message: 'Phone number is already registered',
        field: 'phone',
      }),
      'create',
      '',
    );
    expect(phone).toEqual({
      title: 'Error creating member',
      description: 'Phone number is already registered',
      fieldErrors: [{ field: 'phone', message: 'Phone number is already registered' }],
    });
    const down = describeSaveFailure(
      httpError(503, { message: 'membership service is unavailable, please try again' }),
      'update',
      '',
    );
    expect(down.title).toBe('Error updating member');
    expect(down.description).toBe('membership service is unavailable, please try again');
  });

  it("falls back to 'An unexpected error occurred. Please try again.' when there is no message", () => {
    expect(describeSaveFailure(new Error(''), 'create', '').description).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });
});

describe('validityHints', () => {
  // 10:00 on 22/11/2026 in India.
  const now = new Date('2026-11-22T04:30:00.000Z');

  it('says a blank start date means today', () => {
    expect(validityHints({ membershipStartDate: '', membershipEndDate: '', status: 'pending' }, now)).toEqual({
      start: 'Blank means today (22/11/2026)',
      end: undefined,
    });
  });

  it('says an Active member without an end date ends one year after the start', () => {
    expect(validityHints({ membershipStartDate: '2026-04-01', membershipEndDate: '', status: 'active' }, now)).toEqual({
      start: undefined,
      end: 'Blank for an Active member: ends 01/04/2027, one year after the start',
    });
    expect(validityHints({ membershipStartDate: '', membershipEndDate: '', status: 'active' }, now).end).toBe(
      'Blank for an Active member: ends 22/11/2027, one year after the start',
    );
  });

  it('says nothing about an end date that is given', () => {
    expect(
      validityHints({ membershipStartDate: '2026-04-01', membershipEndDate: '2026-12-31', status: 'active' }, now),
    ).toEqual({ start: undefined, end: undefined });
  });
});
