import { Injectable } from '@nestjs/common';
import { CorrectionField, CorrectionRequestDto, CorrectionRequestEventData, MembershipEvents } from '@portal/contracts';
import { OutboxWriter } from '@portal/platform';
import { EntityManager } from 'typeorm';
import { MemberEntity } from '../members/member.entity';
import { memberSummary } from '../members/member.mapper';
import { CorrectionRequestEntity } from './correction-request.entity';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toCorrectionRequestDto(r: CorrectionRequestEntity): CorrectionRequestDto {
  return {
    id: r.id,
    memberId: r.memberId,
    field: r.field,
    requestedValue: r.requestedValue,
    note: r.note,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    closedAt: iso(r.closedAt),
    closedBy: r.closedBy,
    declineReason: r.declineReason,
  };
}

export function correctionEventData(
  member: MemberEntity,
  request: CorrectionRequestEntity,
): CorrectionRequestEventData {
  return {
    request: toCorrectionRequestDto(request),
    member: memberSummary(member),
  };
}

/** The correction fields an edit of the member changed, before and after. */
export function correctedFields(before: MemberEntity, after: MemberEntity): CorrectionField[] {
  const fields: CorrectionField[] = [];
  if ((before.dateOfBirth ?? null) !== (after.dateOfBirth ?? null)) fields.push('dateOfBirth');
  if (before.firstName !== after.firstName || before.lastName !== after.lastName) fields.push('name');
  if ((before.aadhaarLast4 ?? null) !== (after.aadhaarLast4 ?? null)) fields.push('aadhaarLastFour');
  return fields;
}

/**
 * Closes the open correction requests an admin's edit of the member settles (issue 32): in the edit's transaction,
 * each with its closed event (the inbox item clears, the member is told).
 */
@Injectable()
export class CorrectionClosing {
  constructor(private readonly outbox: OutboxWriter) {}

  /**
   * Answers the ids of the requests closed; the edit's own audit entry names them (one entry per action, DESIGN §6).
   */
  async closeDone(
    manager: EntityManager,
    member: MemberEntity,
    fields: CorrectionField[],
    by: string,
  ): Promise<string[]> {
    if (fields.length === 0) return [];
    const open = await manager.find(CorrectionRequestEntity, {
      where: fields.map((field) => ({ memberId: member.id, field, status: 'open' as const })),
      lock: { mode: 'pessimistic_write' },
    });
    for (const request of open) {
      await manager.update(
        CorrectionRequestEntity,
        { id: request.id },
        { status: 'done', closedAt: () => 'now()', closedBy: by, updatedAt: () => 'now()' },
      );
      const closed = await manager.findOneByOrFail(CorrectionRequestEntity, { id: request.id });
      await this.outbox.add(manager, MembershipEvents.CorrectionClosed, correctionEventData(member, closed));
    }
    return open.map((request) => request.id);
  }
}
