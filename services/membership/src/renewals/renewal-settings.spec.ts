import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { RenewalRequestsService } from './renewal-requests.service';

describe('renewal settings', () => {
  it("asks the association's renewal fee for one year (365 days)", async () => {
    const fees = { get: async () => ({ joiningFee: '1000.00', renewalFee: '2500.00', updatedAt: null }) };
    const sut = new RenewalRequestsService({} as never, {} as never, fees as never, {} as never);
    assert.deepEqual(await sut.settings(), { renewalFee: '2500.00', periodDays: 365 });
  });

  it('lets only an admin set the fees, each a positive amount, and names the field', async () => {
    const updates: unknown[] = [];
    const fees = { get: async () => ({}), update: async (change: unknown) => (updates.push(change), change) };
    const audited: unknown[] = [];
    const dataSource = { transaction: (work: (manager: unknown) => Promise<unknown>) => work({}) };
    const audit = { record: async (_manager: unknown, entry: unknown) => void audited.push(entry) };
    const sut = new RenewalRequestsService(dataSource as never, {} as never, fees as never, audit);
    const admin = { userId: 'a1', userType: 'admin' } as const;
    await assert.rejects(sut.updateFees({ renewalFee: '100' }, { userId: 'm1', userType: 'member' } as never), {
      code: 'FORBIDDEN',
    });
    await assert.rejects(sut.updateFees({ joiningFee: '0', renewalFee: 'abc' }, admin), (err: unknown) => {
      const fields = (err as { details?: { errors?: { field: string }[] } }).details?.errors?.map((e) => e.field);
      assert.deepEqual(fields, ['joiningFee', 'renewalFee']);
      return true;
    });
    await assert.rejects(sut.updateFees({}, admin));
    assert.deepEqual(updates, [], 'nothing stored for refused input');
    await sut.updateFees({ joiningFee: 1200, renewalFee: '2500.5' }, admin);
    assert.deepEqual(updates, [{ joiningFee: '1200.00', renewalFee: '2500.50' }]);
    assert.equal(audited.length, 1, 'the change is recorded once in the audit trail');
  });
});
