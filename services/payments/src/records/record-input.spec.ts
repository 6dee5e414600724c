import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { PaymentMessages } from '@portal/contracts';
import { checkRecordInput as sut } from './record-input';

const REQUIRED = 'Member, scheme, and amount are required';
const valid = { memberId: 'PHOTO0042', scheme: 'esi', amount: '200' };

describe('checkRecordInput when an admin adds a record', () => {
  it("says 'Member, scheme, and amount are required' for each of the three left out", () => {
    assert.equal(PaymentMessages.recordRequired, REQUIRED);
    const { errors } = sut({}, 'create');
    assert.deepEqual(errors, [
      { field: 'memberId', message: REQUIRED },
      { field: 'scheme', message: REQUIRED },
      { field: 'amount', message: REQUIRED },
    ]);
  });

  it('treats blank text as left out', () => {
    const { errors } = sut({ memberId: '  ', scheme: 'esi', amount: '' }, 'create');
    assert.deepEqual(errors, [
      { field: 'memberId', message: REQUIRED },
      { field: 'amount', message: REQUIRED },
    ]);
  });

  it("says 'Amount must be greater than 0' for an amount of 0 or less even when the member or scheme is left out", () => {
    assert.deepEqual(sut({ scheme: 'esi', amount: -50 }, 'create').errors, [
      { field: 'amount', message: 'Amount must be greater than 0' },
      { field: 'memberId', message: REQUIRED },
    ]);
    assert.deepEqual(sut({ amount: '0' }, 'create').errors[0], {
      field: 'amount',
      message: 'Amount must be greater than 0',
    });
  });

  it('accepts member, scheme and amount, and writes the amount with two decimals', () => {
    const { fields, errors } = sut({ ...valid, memberId: ' PHOTO0042 ', amount: 200 }, 'create');
    assert.deepEqual(errors, []);
    assert.deepEqual(fields, { memberId: 'PHOTO0042', scheme: 'esi', amount: '200.00' });
  });

  it('refuses a scheme that is not one of the three', () => {
    const { errors } = sut({ ...valid, scheme: 'pension' }, 'create');
    assert.deepEqual(errors, [{ field: 'scheme', message: 'scheme must be one of esi, postal, kutumba_barosa' }]);
  });

  it("says 'Amount must be greater than 0' for zero, a negative amount and text that is not a number", () => {
    for (const amount of ['0', '-5', 0, 'abc', '12.345']) {
      const { errors } = sut({ ...valid, amount }, 'create');
      assert.deepEqual(errors, [{ field: 'amount', message: 'Amount must be greater than 0' }], String(amount));
    }
  });

  it('refuses an amount that does not fit the ledger (₹1,00,00,000 or more)', () => {
    const { errors } = sut({ ...valid, amount: '100000000' }, 'create');
    assert.deepEqual(errors, [{ field: 'amount', message: 'Amount must be less than ₹1,00,00,000' }]);
    assert.deepEqual(sut({ ...valid, amount: '99999999.99' }, 'create').errors, []);
  });

  it("says 'Due date must be a valid date' and 'Payment date must be a valid date' for dates that are not dates", () => {
    const { errors } = sut({ ...valid, dueDate: '31/11/2026', paymentDate: '2026-02-30' }, 'create');
    assert.deepEqual(errors, [
      { field: 'dueDate', message: 'Due date must be a valid date' },
      { field: 'paymentDate', message: 'Payment date must be a valid date' },
    ]);
  });

  it('reads yyyy-mm-dd and ISO timestamps as dates', () => {
    const { fields, errors } = sut(
      { ...valid, dueDate: '2026-11-01', paymentDate: '2026-11-05T10:30:00.000Z' },
      'create',
    );
    assert.deepEqual(errors, []);
    assert.equal(fields.dueDate?.toISOString(), '2026-11-01T00:00:00.000Z');
    assert.equal(fields.paymentDate?.toISOString(), '2026-11-05T10:30:00.000Z');
  });

  it('refuses a status other than pending, paid or overdue', () => {
    const { errors } = sut({ ...valid, status: 'refunded' }, 'create');
    assert.deepEqual(errors, [{ field: 'status', message: 'status must be one of pending, paid, overdue' }]);
  });

  it('refuses an unknown payment method and accepts the office ones', () => {
    assert.equal(sut({ ...valid, paymentMethod: 'bitcoin' }, 'create').errors[0]?.field, 'paymentMethod');
    assert.equal(sut({ ...valid, paymentMethod: 'cash' }, 'create').fields.paymentMethod, 'cash');
  });
});

describe('checkRecordInput when an admin edits a record', () => {
  it('changes only what was sent: a status alone needs no member, scheme or amount', () => {
    const { fields, errors } = sut({ status: 'paid' }, 'update');
    assert.deepEqual(errors, []);
    assert.deepEqual(fields, { status: 'paid' });
  });

  it("still says 'Amount must be greater than 0' when the amount is changed to 0", () => {
    const { errors } = sut({ amount: '0' }, 'update');
    assert.deepEqual(errors, [{ field: 'amount', message: 'Amount must be greater than 0' }]);
  });

  it("says 'Amount is required' when the amount is emptied", () => {
    const { errors } = sut({ amount: '' }, 'update');
    assert.deepEqual(errors, [{ field: 'amount', message: 'Amount is required' }]);
  });

  it('clears the payment date, notes, method and transaction id when they are sent empty', () => {
    const { fields, errors } = sut({ paymentDate: '', notes: '  ', paymentMethod: '', transactionId: null }, 'update');
    assert.deepEqual(errors, []);
    assert.deepEqual(fields, { paymentDate: null, notes: null, paymentMethod: null, transactionId: null });
  });

  it('keeps the due date when none is sent', () => {
    assert.equal('dueDate' in sut({ dueDate: '' }, 'update').fields, false);
  });
});
