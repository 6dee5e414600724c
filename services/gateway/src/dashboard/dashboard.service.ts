import { Injectable } from '@nestjs/common';
import { ContentSubjects, DashboardStatsAnswer, MembershipSubjects, PaymentsSubjects } from '@portal/contracts';
import { Caller } from '../members/current-caller.decorator';
import { RpcClient } from '../rpc/rpc-client.service';

/** The dashboard figures (spec part 1 §3 'Dashboard stats', plus the schemes' money). */
export type DashboardStats = DashboardStatsAnswer;

@Injectable()
export class DashboardService {
  constructor(private readonly services: RpcClient) {}

  /** Member figures from membership, the event count from content and money from payments, asked at the same time. */
  async stats({ actor }: Caller): Promise<DashboardStats> {
    const [members, events, payments] = await Promise.all([
      this.services.rpc(MembershipSubjects.Stats, { actor }),
      this.services.rpc(ContentSubjects.CountEvents, {}),
      this.services.rpc(PaymentsSubjects.Stats, { actor }),
    ]);
    return {
      totalMembers: members.totalMembers,
      activeMembers: members.activeMembers,
      pendingRenewals: members.pendingRenewals,
      totalEvents: events.totalEvents,
      paymentsReceived: payments.totals.received,
      paymentsOutstanding: payments.totals.outstanding,
    };
  }
}
