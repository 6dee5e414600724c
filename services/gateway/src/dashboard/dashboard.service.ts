import { Injectable } from '@nestjs/common';
import { ContentSubjects, DashboardStatsAnswer, MembershipSubjects, PaymentsSubjects } from '@portal/contracts';
import { Caller } from '../members/current-caller.decorator';
import { STATS_TIMEOUT_MS } from '../payments/payment-records.controller';
import { RpcClient } from '../rpc/rpc-client.service';
import { contributionRows, lastMonthsInIndia, trend } from './dashboard-figures';

/** The dashboard figures (spec part 1 §3 'Dashboard stats', plus the schemes' money, trends and chart series). */
export type DashboardStats = DashboardStatsAnswer;

/** Months the charts cover, the current one included. */
const CHART_MONTHS = 12;

@Injectable()
export class DashboardService {
  constructor(private readonly services: RpcClient) {}

  /**
   * Member figures from membership, the event count from content and money from payments, asked at the same time;
   * each owner answers its aggregates (grouped in SQL), never lists.
   */
  async stats({ actor }: Caller): Promise<DashboardStats> {
    const [members, events, payments] = await Promise.all([
      this.services.rpc(MembershipSubjects.Stats, { actor }),
      this.services.rpc(ContentSubjects.CountEvents, {}),
      this.services.rpc(PaymentsSubjects.Stats, { actor }, { timeoutMs: STATS_TIMEOUT_MS }),
    ]);
    const months = members.newMembersByMonth.map((m) => m.month);
    return {
      totalMembers: members.totalMembers,
      activeMembers: members.activeMembers,
      pendingRenewals: members.pendingRenewals,
      totalEvents: events.totalEvents,
      // This financial year's, as Payment Records shows by default (the payments service's ledger totals).
      paymentsReceived: payments.totals.received,
      paymentsOutstanding: payments.totals.outstanding,
      trends: {
        totalMembers: trend(members.totalMembers, members.lastMonth.totalMembers),
        activeMembers: trend(members.activeMembers, members.lastMonth.activeMembers),
        pendingRenewals: trend(members.pendingRenewals, members.lastMonth.pendingRenewals),
        totalEvents: trend(events.totalEvents, events.totalEventsLastMonth),
      },
      membersByStatus: members.byStatus,
      newMembersByMonth: members.newMembersByMonth,
      contributionsByMonth: contributionRows(
        months.length > 0 ? months : lastMonthsInIndia(CHART_MONTHS),
        payments.receivedByMonth ?? [],
      ),
    };
  }
}
