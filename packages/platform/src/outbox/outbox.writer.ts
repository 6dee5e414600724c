import { DomainEvent, EventPayloads, EventType } from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';

export const OUTBOX_CHANNEL = 'outbox_pending';

/**
 * Records an event in the caller's transaction. It is published only if that
 * transaction commits; NOTIFY is delivered at commit too, waking the relay.
 * The type is a key of the event map and the payload must be its shape.
 */
export class OutboxWriter {
  async add<T extends EventType>(
    manager: EntityManager,
    type: T,
    data: NoInfer<EventPayloads[T]>,
  ): Promise<DomainEvent<EventPayloads[T]> & { type: T }> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error('OutboxWriter.add must run inside a transaction');
    }
    const event = { id: randomUUID(), type, occurredAt: new Date().toISOString(), data };
    await manager.query('INSERT INTO outbox (id, event_type, payload) VALUES ($1, $2, $3)', [
      event.id,
      type,
      JSON.stringify(event),
    ]);
    await manager.query(`NOTIFY ${OUTBOX_CHANNEL}`);
    return event;
  }
}
