import { describe, expect, it } from '@jest/globals';
import { MembershipEvents, PaymentsEvents } from '@portal/contracts';
import type { JetStreamClient, JetStreamManager } from 'nats';
import type { DataSource } from 'typeorm';
import { JsonLogger } from '../logging/json-logger';
import type { EventConsumers } from '../platform.module';
import { DurableEventConsumer, MAX_REDELIVERY_DELAY_MS, redeliveryDelayMs as sut } from './durable-consumer';
import { MEMBER_EVENTS_FILTER } from './member-projection';

/* Compile-time pins (checked by `tsc -b`, never run): the filter types the event a handler receives. */
async function _typeChecks(consumers: EventConsumers): Promise<void> {
  await consumers.register({
    durable: 'typed-payment',
    filter: PaymentsEvents.PaymentRecorded,
    handle: async (event) => {
      const receipt: string = event.data.receiptNumber;
      void receipt;
    },
  });
  await consumers.register({
    durable: 'typed-failure',
    filter: PaymentsEvents.PaymentFailed,
    handle: async (event) => {
      // @ts-expect-error a failed payment has no receipt
      void event.data.receiptNumber;
    },
  });
  await consumers.register({
    durable: 'typed-members',
    filter: MEMBER_EVENTS_FILTER,
    handle: async (event) => {
      // @ts-expect-error a bulk import's chunk carries members, not one member
      void event.data.member;
      if (event.type !== MembershipEvents.MembersImported) void event.data.member.id;
      if (event.type === MembershipEvents.MemberRenewed) void event.data.renewal.amount;
    },
  });
  // @ts-expect-error a filter outside the event map
  await consumers.register({ durable: 'typed-unknown', filter: 'payments.payment.refunded', handle: async () => {} });
}

describe('redeliveryDelayMs', () => {
  it('retries a failed event soon after its first failure, so a passing hiccup costs seconds', () => {
    expect(sut(1)).toBe(2000);
    expect(sut(1, 100)).toBe(100);
  });

  it('waits twice as long after each further failure', () => {
    expect([2, 3, 4].map((deliveries) => sut(deliveries))).toEqual([4000, 8000, 16000]);
  });

  it('never waits longer than five minutes, so an event that can be handled later is not stranded', () => {
    expect(sut(12)).toBe(MAX_REDELIVERY_DELAY_MS);
    expect(sut(10_000)).toBe(MAX_REDELIVERY_DELAY_MS);
  });
});

describe('DurableEventConsumer.lag', () => {
  it('reports the events its durable has not been delivered yet and those not acknowledged yet, from JetStream', async () => {
    const asked: string[] = [];
    const jsm = {
      consumers: {
        info: async (stream: string, durable: string) => {
          asked.push(`${stream}/${durable}`);
          return { num_pending: 12, num_ack_pending: 3 };
        },
      },
    } as unknown as JetStreamManager;
    const sut = new DurableEventConsumer(
      {} as DataSource,
      {} as JetStreamClient,
      jsm,
      new JsonLogger('notifications', 'error'),
      { durable: 'notifications-email', filter: PaymentsEvents.PaymentRecorded, handle: async () => undefined },
      { namespace: 'portal' },
    );
    expect(await sut.lag()).toEqual({ durable: 'notifications-email', pending: 12, ackPending: 3 });
    expect(asked).toEqual(['PORTAL_EVENTS/notifications-email']);
  });
});
