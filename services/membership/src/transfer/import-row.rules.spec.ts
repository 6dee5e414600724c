import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { checkImportRow as sut, FileDuplicates, ImportRow, mapHeader, rowRecord } from './import-row.rules';

describe('mapHeader', () => {
  it('recognises the columns in any order, case and spelling a spreadsheet user types', () => {
    assert.deepEqual(mapHeader(['Phone', 'FIRST NAME', 'last_name', 'E-mail Address', 'DOB', 'notes']), [
      'phone',
      'firstName',
      'lastName',
      'email',
      'dateOfBirth',
      null,
    ]);
  });

  it('says there is no header when firstName, lastName or phone is missing', () => {
    assert.equal(mapHeader(['firstName', 'lastName', 'email']), null);
    assert.equal(mapHeader(['Ravi', 'Kumar', '9876543210']), null);
  });
});

describe('checkImportRow', () => {
  const header = mapHeader([
    'memberId',
    'firstName',
    'lastName',
    'email',
    'phone',
    'address',
    'dateOfBirth',
    'status',
  ])!;
  const row = (cells: string[]) => sut(rowRecord(header, cells), 7, 'PHOTO');

  it('accepts a complete row with optional cells empty and defaults the status to pending', () => {
    assert.deepEqual(row(['', 'Ravi', 'Kumar', '', '98765 43210', '', '', '']).row, {
      row: 7,
      memberId: null,
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: null,
      phone: '9876543210',
      address: null,
      dateOfBirth: null,
      status: 'pending',
    });
  });

  it('puts every problem of a row into one message, with the member form words', () => {
    assert.equal(
      row(['PH01', '', 'Kumar', 'bad', '123', '', '31-02-1990', 'retired']).error,
      'Member ID must be in format PHOTO followed by at least 4 digits (e.g., PHOTO0001); First name is required; ' +
        'Phone number must be a valid 10-digit Indian mobile number; Please enter a valid email address; ' +
        'Date of birth must be a real date written as DD/MM/YYYY, DD-MM-YYYY, DD.MM.YYYY or YYYY-MM-DD; ' +
        'Status must be one of active, expired, pending, suspended',
    );
  });

  it('reads dates of birth written day first, as a spreadsheet in India saves them, or as YYYY-MM-DD', () => {
    for (const [cell, stored] of [
      ['15/08/1985', '1985-08-15'],
      ['15-08-1985', '1985-08-15'],
      ['15.08.1985', '1985-08-15'],
      ['5/8/1985', '1985-08-05'],
      ['29/02/2024', '2024-02-29'],
      ['1985-08-15', '1985-08-15'],
    ]) {
      assert.equal(row(['', 'Ravi', 'Kumar', '', '9876543210', '', cell, '']).row?.dateOfBirth, stored, cell);
    }
  });

  it('refuses dates that do not exist or are ambiguous, naming the accepted formats', () => {
    for (const cell of ['31/02/1990', '29/02/2023', '12/13/1990', '1990/08/15', '15/08/85', '15 Aug 1985']) {
      assert.equal(
        row(['', 'Ravi', 'Kumar', '', '9876543210', '', cell, '']).error,
        'Date of birth must be a real date written as DD/MM/YYYY, DD-MM-YYYY, DD.MM.YYYY or YYYY-MM-DD',
        cell,
      );
    }
  });

  it('stores phone numbers written with +91, 0 or spaces as their 10 digits', () => {
    for (const cell of ['+91 98860 12345', '098860 12345', '98860-12345', '919886012345']) {
      assert.equal(row(['', 'Ravi', 'Kumar', '', cell, '', '', '']).row?.phone, '9886012345', cell);
    }
  });

  it('refuses a phone number a spreadsheet turned into scientific notation, saying how to fix the file', () => {
    assert.equal(
      row(['', 'Ravi', 'Kumar', '', '9.88601E+09', '', '', '']).error,
      'Phone number "9.88601E+09" was saved by the spreadsheet in scientific notation, which loses digits; ' +
        'format the phone column as text and save the CSV again',
    );
  });

  it('treats a row that is too short as missing its last cells', () => {
    assert.equal(row(['', 'Ravi']).error, 'Last name is required; Phone number is required');
  });
});

describe('FileDuplicates', () => {
  const member = (row: number, phone: string, email: string | null, memberId: string | null = null): ImportRow => ({
    row,
    memberId,
    firstName: 'A',
    lastName: 'B',
    email,
    phone,
    address: null,
    dateOfBirth: null,
    status: 'active',
  });

  it('lets the first row keep a phone, e-mail or id and reports later rows with the row they repeat', () => {
    const sut = new FileDuplicates();
    assert.equal(sut.check(member(2, '9876543210', 'a@x.in', 'PHOTO0001')), null);
    assert.equal(
      sut.check(member(3, '9876543210', null)),
      'Phone number appears more than once in the file (also row 2)',
    );
    assert.equal(
      sut.check(member(4, '9876543211', 'A@X.IN')),
      'Email address appears more than once in the file (also row 2)',
    );
    assert.equal(
      sut.check(member(5, '9876543212', null, 'PHOTO0001')),
      'Membership ID "PHOTO0001" appears more than once in the file (also row 2)',
    );
    assert.equal(sut.check(member(6, '9876543213', 'c@x.in')), null);
  });
});
