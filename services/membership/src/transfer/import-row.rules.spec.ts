import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { MemberImportColumns } from '@portal/contracts';
import { checkImportRow as sut, FileDuplicates, ImportRow, mapHeader, rowMember, rowRecord } from './import-row.rules';

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
  // 10:00 on 22/11/2026 in India.
  const now = new Date('2026-11-22T04:30:00.000Z');
  const row = (cells: string[]) => sut(rowRecord(header, cells), 7, 'PHOTO', cells, now);
  const withValidity = mapHeader([...MemberImportColumns])!;
  const validityRow = (status: string, start: string, end: string) => {
    const cells = ['', 'Ravi', 'Kumar', '', '9876543210', '', '', status, start, end];
    return sut(rowRecord(withValidity, cells), 7, 'PHOTO', cells, now);
  };

  it('accepts a complete row with optional cells empty, defaults the status to pending and starts it today', () => {
    const cells = ['', 'Ravi', 'Kumar', '', '98765 43210', '', '', ''];
    assert.deepEqual(row(cells).row, {
      row: 7,
      memberId: null,
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: null,
      phone: '9876543210',
      address: null,
      dateOfBirth: null,
      status: 'pending',
      membershipStartDate: new Date('2026-11-22T00:00:00.000Z'),
      membershipEndDate: null,
      endDefaulted: false,
      member: 'Ravi Kumar',
      cells,
    });
  });

  it('reads membership start and end dates as the export writes them (YYYY-MM-DD) or day first', () => {
    for (const [start, end] of [
      ['2026-04-01', '2027-03-31'],
      ['01/04/2026', '31/03/2027'],
      ['1.4.2026', '31-03-2027'],
    ]) {
      const { row: checked } = validityRow('active', start, end);
      assert.equal(checked?.membershipStartDate.toISOString(), '2026-04-01T00:00:00.000Z', start);
      assert.equal(checked?.membershipEndDate?.toISOString(), '2027-03-31T00:00:00.000Z', end);
      assert.equal(checked?.endDefaulted, false);
    }
  });

  it('gives an active member without an end date one year from the start, and says so', () => {
    const { row: checked } = validityRow('active', '01/04/2026', '');
    assert.equal(checked?.membershipEndDate?.toISOString(), '2027-04-01T00:00:00.000Z');
    assert.equal(checked?.endDefaulted, true);
    const { row: blankStart } = validityRow('active', '', '');
    assert.equal(blankStart?.membershipStartDate.toISOString(), '2026-11-22T00:00:00.000Z');
    assert.equal(blankStart?.membershipEndDate?.toISOString(), '2027-11-22T00:00:00.000Z');
    assert.equal(validityRow('pending', '', '').row?.membershipEndDate, null, 'only active members get an end');
  });

  it('refuses membership dates that are not real dates and an end before the start', () => {
    assert.equal(
      validityRow('active', '31/02/2026', '').error,
      'Membership start date must be a real date written as DD/MM/YYYY, DD-MM-YYYY, DD.MM.YYYY or YYYY-MM-DD',
    );
    assert.equal(
      validityRow('active', '', 'soon').error,
      'Membership end date must be a real date written as DD/MM/YYYY, DD-MM-YYYY, DD.MM.YYYY or YYYY-MM-DD',
    );
    assert.equal(
      validityRow('active', '01/04/2026', '01/03/2026').error,
      'Membership end date must be after the start date',
    );
  });

  it('takes off the apostrophe the export puts before a cell that would run as a formula', () => {
    const cells = ['', "'=Ravi", "'-Kumar", '', '9876543210', "'@home", '', ''];
    const checked = row(cells).row!;
    assert.deepEqual([checked.firstName, checked.lastName, checked.address], ['=Ravi', '-Kumar', '@home']);
    assert.equal(row(['', "O'Brien", "'Kumar", '', '9876543210', '', '', '']).row?.lastName, "'Kumar");
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
    membershipStartDate: new Date('2026-04-01T00:00:00.000Z'),
    membershipEndDate: new Date('2027-04-01T00:00:00.000Z'),
    endDefaulted: false,
    member: 'A B',
    cells: [],
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

describe('rowMember', () => {
  it("names a row's member by name, else by member id, else nobody", () => {
    assert.equal(rowMember({ firstName: ' Ravi ', lastName: 'Kumar', memberId: 'PHOTO0001' }), 'Ravi Kumar');
    assert.equal(rowMember({ firstName: '', lastName: 'Kumar' }), 'Kumar');
    assert.equal(rowMember({ firstName: '', lastName: ' ', memberId: 'PHOTO0001' }), 'PHOTO0001');
    assert.equal(rowMember({ phone: '9876543210' }), null);
  });
});
