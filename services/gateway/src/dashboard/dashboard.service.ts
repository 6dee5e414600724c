import { Injectable } from '@nestjs/common';
import { ContentSubjects, MembershipSubjects } from '@portal/contracts';
import { Caller } from '../members/current-caller.decorator';
import { RpcClient } from '../rpc/rpc-client.service';

/** The four dashboard figures (spec part 1 §3 'Dashboard stats'). */
export interface DashboardStats {
  totalMembers: number;
  activeMembers: number;
  pendingRenewals: number;
  totalEvents: number;
}

@Injectable()
export class DashboardService {
  constructor(private readonly services: RpcClient) {}

  /** Member figures from membership and the event count from content, asked at the same time. */
  async stats({ actor }: Caller): Promise<DashboardStats> {
    const [members, events] = await Promise.all([
      this.services.rpc(MembershipSubjects.Stats, { actor }),
      this.services.rpc(ContentSubjects.CountEvents, {}),
    ]);
    return {
      totalMembers: members.totalMembers,
      activeMembers: members.activeMembers,
      pendingRenewals: members.pendingRenewals,
      totalEvents: events.totalEvents,
    };
  }
}
