import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { checkMemberInput as sut, fieldsNotSelfEditable, isValidEmail } from './member-input.rules';

const valid = { firstName: 'Ravi', lastName: 'Kumar', phone: '98765 43210' };

describe('checkMemberInput', () => {
  it('lists every missing required field with the words the member form shows', () => {
    const { errors } = sut({}, 'create', 'PHOTO');
    assert.deepEqual(errors, [
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'phone', message: 'Phone number is required' },
    ]);
  });

  it('treats blank text as missing', () => {
    const { errors } = sut({ firstName: '  ', lastName: '', phone: ' ' }, 'create', 'PHOTO');
    assert.deepEqual(
      errors.map((e) => e.field),
      ['firstName', 'lastName', 'phone'],
    );
  });

  it('names each invalid field with its message', () => {
    const { errors } = sut(
      { ...valid, memberId: 'PH1', email: 'not-an-email', phone: '12345', dateOfBirth: '1990-02-30', status: 'gone' },
      'create',
      'PHOTO',
    );
    assert.deepEqual(errors, [
      {
        field: 'memberId',
        message: 'Member ID must be in format PHOTO followed by at least 4 digits (e.g., PHOTO0001)',
      },
      { field: 'phone', message: 'Phone number must be a valid 10-digit Indian mobile number' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'dateOfBirth', message: 'Date of birth must be a valid date (YYYY-MM-DD)' },
      { field: 'status', message: 'Status must be one of active, expired, pending, suspended' },
    ]);
  });

  it('normalises what it keeps: trimmed names, upper-case id, 10-digit phone, lower-case status', () => {
    const { values, errors } = sut(
      {
        memberId: ' photo0042 ',
        firstName: ' Ravi ',
        lastName: 'Kumar ',
        phone: '+91 98765-43210',
        email: ' ravi@example.com ',
        status: 'Active',
      },
      'create',
      'PHOTO',
    );
    assert.deepEqual(errors, []);
    assert.equal(values.memberId, 'PHOTO0042');
    assert.equal(values.firstName, 'Ravi');
    assert.equal(values.lastName, 'Kumar');
    assert.equal(values.phone, '9876543210');
    assert.equal(values.email, 'ravi@example.com');
    assert.equal(values.status, 'active');
  });

  it('keeps only the last four digits of an Aadhaar number, and refuses one that is not 12 digits', () => {
    assert.equal(sut({ ...valid, aadharNumber: '1234 5678 9012' }, 'create', 'PHOTO').values.aadhaarLast4, '9012');
    assert.deepEqual(sut({ ...valid, aadharNumber: '12345' }, 'create', 'PHOTO').errors, [
      { field: 'aadharNumber', message: 'Aadhar number must be 12 digits' },
    ]);
  });

  it('checks the choices of the registration form', () => {
    const { errors } = sut(
      {
        ...valid,
        gender: 'x',
        businessType: 'drone',
        experienceYears: '3',
        emergencyContactRelation: 'boss',
        pincode: '5700',
      },
      'create',
      'PHOTO',
    );
    assert.deepEqual(
      errors.map((e) => e.field),
      ['pincode', 'gender', 'businessType', 'experienceYears', 'emergencyContactRelation'],
    );
  });

  it('refuses a date of birth in the future and a membership that ends before it starts', () => {
    assert.deepEqual(sut({ ...valid, dateOfBirth: '2999-01-01' }, 'create', 'PHOTO').errors, [
      { field: 'dateOfBirth', message: 'Date of birth cannot be in the future' },
    ]);
    assert.deepEqual(
      sut({ ...valid, membershipStartDate: '2025-04-01', membershipEndDate: '2025-03-31' }, 'create', 'PHOTO').errors,
      [{ field: 'membershipEndDate', message: 'Membership end date must be after the start date' }],
    );
  });

  it('on update checks only what was sent, and compares a new end date with the stored start date', () => {
    assert.deepEqual(sut({ address: '12 MG Road' }, 'update', 'PHOTO'), {
      values: { address: '12 MG Road' },
      errors: [],
    });
    const stored = { membershipStartDate: new Date('2025-04-01T00:00:00Z'), membershipEndDate: null };
    assert.equal(
      sut({ membershipEndDate: '2025-01-01' }, 'update', 'PHOTO', stored).errors[0]?.field,
      'membershipEndDate',
    );
  });

  it('on update refuses blanking a required field but lets optional ones be cleared', () => {
    const { values, errors } = sut({ firstName: '', email: '', address: '  ' }, 'update', 'PHOTO');
    assert.deepEqual(errors, [{ field: 'firstName', message: 'First name is required' }]);
    assert.equal(values.email, null);
    assert.equal(values.address, null);
  });
});

describe('fieldsNotSelfEditable', () => {
  it('lets a member send only name, e-mail, phone and address', () => {
    assert.deepEqual(fieldsNotSelfEditable({ firstName: 'A', email: 'a@b.in', phone: '9876543210', address: 'x' }), []);
    assert.deepEqual(fieldsNotSelfEditable({ firstName: 'A', status: 'active', optedSchemes: ['esi'] }), [
      'status',
      'optedSchemes',
    ]);
  });
});

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const email of [
      'ravi@example.com',
      'ravi.kumar+kpwa@mail.studio.co.in',
      "o'neil@example.org",
      'A_B@Example.IN',
    ]) {
      assert.equal(isValidEmail(email), true, email);
    }
  });

  it('refuses what cannot receive mail', () => {
    for (const email of [
      'ravi',
      'ravi@',
      '@example.com',
      'ravi@example',
      'ravi kumar@example.com',
      'ravi@@example.com',
      '.ravi@example.com',
      'ra..vi@example.com',
      'ravi.@example.com',
      'ravi@-example.com',
      'ravi@example.c0m',
    ]) {
      assert.equal(isValidEmail(email), false, email);
    }
  });
});
