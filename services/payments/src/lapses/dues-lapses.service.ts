import { Injectable } from '@nestjs/common';
import {
  DecideDuesLapseRequest,
  DUES_LAPSE_MONTHS,
  DuesLapseDecision,
  DuesLapseDecisions,
  DuesLapseDto,
  isBlank,
  ListDuesLapsesAnswer,
  ListDuesLapsesRequest,
  Scheme,
  SchemeLabels,
  Schemes,
} from '@portal/contracts';
import { AuditTrail } from '@portal/platform';
import { DataSource } from 'typeorm';
import { memberName, PaymentMembersRepository } from '../members/payment-members.repository';
import { invalid, requireAdmin } from '../payments.exception';
import { DuesHistoryRow, DuesLapseRow, DuesLapsesRepository } from './dues-lapses.repository';

const DEFAULT_LIMIT = 50;

const month = (day: string | null) => (day ? day.slice(0, 7) : null);

function toDto(row: DuesLapseRow, history: DuesHistoryRow[]): DuesLapseDto {
  return {
    memberId: row.member_id,
    memberCode: row.member_code,
    memberName: `${row.first_name} ${row.last_name}`.trim(),
    memberStatus: row.status,
    scheme: row.scheme,
    monthsUnpaid: row.months_unpaid,
    firstUnpaidMonth: month(row.first_unpaid),
    lastPaidMonth: row.last_paid_month,
    amountOwed: Number(row.amount_owed).toFixed(2),
    warnedAt: row.warned_at?.toISOString() ?? null,
    history: history
      .filter((h) => h.member_id === row.member_id)
      .map((h) => ({
        scheme: h.scheme,
        monthsDue: h.months_due,
        monthsPaid: h.months_paid,
        monthsUnpaid: h.months_unpaid,
        lastPaidMonth: h.last_paid_month,
      })),
    decision:
      row.decision && row.decided_at
        ? {
            decision: row.decision,
            note: row.note,
            decidedBy: row.decided_by ?? '',
            decidedAt: row.decided_at.toISOString(),
          }
        : null,
  };
}

/**
 * The policy's 6 months (spec part 2 §9, issue 33): members with DUES_LAPSE_MONTHS or more months unpaid in a
 * scheme, listed for the office with their history. Nothing is ended here: the office ends a membership on the
 * member's record (membership's own status change) and notes its decision here, each on record in the audit trail.
 */
@Injectable()
export class DuesLapsesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lapses: DuesLapsesRepository,
    private readonly members: PaymentMembersRepository,
    private readonly audit: AuditTrail,
  ) {}

  async list(request: ListDuesLapsesRequest): Promise<ListDuesLapsesAnswer> {
    requireAdmin(request.actor);
    const page = request.page ?? 1;
    const limit = request.limit ?? DEFAULT_LIMIT;
    const rows = await this.lapses.list(DUES_LAPSE_MONTHS, page, limit);
    const history = await this.lapses.history([...new Set(rows.map((r) => r.member_id))]);
    return {
      lapses: rows.map((r) => toDto(r, history)),
      total: Number(rows[0]?.total ?? (page > 1 ? await this.count() : 0)),
      page,
      limit,
      threshold: DUES_LAPSE_MONTHS,
    };
  }

  /** The office's decision about a listed member and scheme, kept with the months unpaid at the time. */
  async decide({ input, actor }: DecideDuesLapseRequest): Promise<DuesLapseDto> {
    requireAdmin(actor);
    if (isBlank(input.memberId)) throw invalid([{ field: 'memberId', message: 'Please select a member' }]);
    if (!(Schemes as readonly string[]).includes(input.scheme?.trim())) {
      throw invalid([{ field: 'scheme', message: 'Please select a scheme' }]);
    }
    if (!(DuesLapseDecisions as readonly string[]).includes(input.decision)) {
      throw invalid([{ field: 'decision', message: `decision must be one of ${DuesLapseDecisions.join(', ')}` }]);
    }
    const note = input.note?.trim() || null;
    if (input.decision === 'noted' && !note) throw invalid([{ field: 'note', message: 'Please write the note' }]);
    const member = await this.members.get(input.memberId);
    const scheme = input.scheme.trim() as Scheme;
    const unpaid = await this.lapses.unpaidOf(member.id, scheme);
    if (!unpaid || unpaid.months_unpaid < DUES_LAPSE_MONTHS) {
      throw invalid([
        {
          field: 'memberId',
          message: `${memberName(member)} has fewer than ${DUES_LAPSE_MONTHS} months unpaid in ${SchemeLabels[scheme]}`,
        },
      ]);
    }
    const decision = input.decision as DuesLapseDecision;
    await this.dataSource.transaction(async (manager) => {
      const id = await this.lapses.addDecision(manager, {
        memberId: member.id,
        scheme,
        decision,
        note,
        monthsUnpaid: unpaid.months_unpaid,
        by: actor.userId,
      });
      await this.audit.record(manager, {
        action: 'dues-lapse.decided',
        entity: 'dues-lapse',
        entityId: id,
        after: { memberId: member.id, scheme, decision, note, monthsUnpaid: unpaid.months_unpaid },
      });
    });
    const [row] = await this.lapses.list(DUES_LAPSE_MONTHS, 1, 1, { memberId: member.id, scheme });
    return toDto(row, await this.lapses.history([member.id]));
  }

  private async count(): Promise<number> {
    const rows = await this.lapses.list(DUES_LAPSE_MONTHS, 1, 1);
    return Number(rows[0]?.total ?? 0);
  }
}
