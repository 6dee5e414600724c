import {
  ContentEvents,
  ErasureCompletedEventData,
  ErasureService,
  IdentityEvents,
  MembershipEvents,
  NotificationsEvents,
  PaymentsEvents,
} from '@portal/contracts';
import type { EntityManager } from 'typeorm';
import type { OutboxWriter } from '../outbox/outbox.writer';
import type { EventConsumers } from '../platform.module';
import { ErasureRepository } from './erasure.repository';

const ConfirmedEvent = {
  identity: IdentityEvents.ErasureConfirmed,
  payments: PaymentsEvents.ErasureConfirmed,
  content: ContentEvents.ErasureConfirmed,
  notifications: NotificationsEvents.ErasureConfirmed,
} as const;

type ConfirmingService = keyof typeof ConfirmedEvent & ErasureService;

/**
 * Issue 32: one service's handling of membership.erasure.completed. Its durable consumer runs `erase` (the
 * service's own rows and files), rewrites the member out of its audit trail, forgets its published events that name
 * them and confirms with <service>.erasure.confirmed, all in the transaction that records the event as handled: a
 * redelivered or replayed event is skipped, and a second one for the same member finds nothing left to change.
 */
export async function registerMemberErasure(
  consumers: EventConsumers,
  outbox: OutboxWriter,
  consumer: { durable: string; service: ConfirmingService },
  erase: (data: ErasureCompletedEventData, manager: EntityManager) => Promise<void>,
): Promise<void> {
  const { durable, service } = consumer;
  await consumers.register({
    durable,
    filter: MembershipEvents.ErasureCompleted,
    handle: async (event, manager) => {
      const data = event.data;
      if (!data?.requestId || !data.memberUuid || !data.pseudonym) return;
      await erase(data, manager);
      const texts = { memberUuid: data.memberUuid, strong: data.erase ?? [], weak: data.names ?? [] };
      await ErasureRepository.scrubAuditLog(manager, texts, data.pseudonym);
      await ErasureRepository.forgetPublishedEvents(manager, texts);
      await outbox.add(manager, ConfirmedEvent[service], {
        requestId: data.requestId,
        memberUuid: data.memberUuid,
        service,
      });
    },
  });
}
