import { Injectable } from '@nestjs/common';
import { IdentitySubjects, MemberActivityEntryDto, MembershipSubjects } from '@portal/contracts';
import { RpcClient } from '../rpc/rpc-client.service';
import { Caller } from './current-caller.decorator';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A member's activity log from membership, with each admin named: membership
 * knows who by id, identity knows their names (a handful of admins, asked once each).
 */
@Injectable()
export class MemberActivityService {
  constructor(private readonly services: RpcClient) {}

  async list(id: string, { actor }: Caller): Promise<MemberActivityEntryDto[]> {
    const entries = await this.services.rpc(MembershipSubjects.ListMemberActivity, { id, actor });
    const adminIds = [
      ...new Set(entries.flatMap((e) => (e.by?.type === 'admin' && e.by.id && UUID.test(e.by.id) ? [e.by.id] : []))),
    ];
    const names = new Map(
      await Promise.all(adminIds.map(async (adminId) => [adminId, await this.adminName(adminId)] as const)),
    );
    return entries.map((e) =>
      e.by?.type === 'admin' && e.by.id ? { ...e, by: { ...e.by, name: names.get(e.by.id) ?? null } } : e,
    );
  }

  /** "First Last", else the e-mail; null for an admin who is gone. */
  private async adminName(id: string): Promise<string | null> {
    const admin = await this.services.rpc(IdentitySubjects.GetAdmin, { id });
    if (!admin) return null;
    return [admin.firstName, admin.lastName].filter(Boolean).join(' ').trim() || admin.email;
  }
}
