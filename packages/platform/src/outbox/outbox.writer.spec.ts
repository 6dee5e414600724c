import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { MembershipEvents, PaymentsEvents } from '@portal/contracts';
import type { EntityManager } from 'typeorm';
import { OutboxWriter } from './outbox.writer';

/* Compile-time pins (checked by `tsc -b`, never run): the event map types what may be written. */
async function _typeChecks(sut: OutboxWriter, manager: EntityManager): Promise<void> {
  await sut.add(manager, PaymentsEvents.SchemeSettingUpdated, {
    scheme: 'esi',
    amount: '200.00',
    isOnlinePaymentEnabled: true,
    by: null,
  });
  // @ts-expect-error a type that is not in the event map
  await sut.add(manager, 'payments.scheme-setting.renamed', {});
  // @ts-expect-error a payload of another event's shape
  await sut.add(manager, MembershipEvents.ImportCompleted, { members: [], source: 'import' });
  // @ts-expect-error a renewal event without its renewal
  await sut.add(manager, MembershipEvents.MemberRenewed, { member: {} as never });
}

describe('OutboxWriter', () => {
  it('refuses an event outside a transaction, which could be published for a change that was rolled back', async () => {
    const manager = { queryRunner: { isTransactionActive: false } } as unknown as EntityManager;
    await assert.rejects(
      new OutboxWriter().add(manager, MembershipEvents.MemberDeleted, { member: {} as never }),
      /must run inside a transaction/,
    );
  });
});
