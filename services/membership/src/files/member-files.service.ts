import { Injectable } from '@nestjs/common';
import {
  ActorDto,
  ClearMemberFileAnswer,
  MemberFileKind,
  MembershipErrorCode,
  SetMemberFileAnswer,
  SetMemberFileRequest,
  StoredFileAnswer,
} from '@portal/contracts';
import { AuditTrail } from '@portal/platform';
import { DataSource } from 'typeorm';
import { MemberActivityRepository } from '../activity/member-activity.repository';
import { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { MemberEntity, MemberFileColumns } from '../members/member.entity';
import { toMemberDto } from '../members/member.mapper';
import { MembersRepository } from '../members/members.repository';
import { MembershipException, requireAdmin, requireAdminOrSelf } from '../members/membership.exception';

const MISSING_FILE: Record<MemberFileKind, string> = {
  photo: "This member doesn't have a photo uploaded yet",
  idCard: "This member doesn't have an ID card uploaded yet",
  passportPhoto: "This member doesn't have a passport photo uploaded yet",
  idProof: "This member doesn't have an ID proof uploaded yet",
};

/** The kinds an admin changes on the member detail page, as the activity log names them. */
const LOGGED: Partial<
  Record<MemberFileKind, { set: 'photo_uploaded' | 'id_card_uploaded'; clear: 'photo_removed' | 'id_card_removed' }>
> = {
  photo: { set: 'photo_uploaded', clear: 'photo_removed' },
  idCard: { set: 'id_card_uploaded', clear: 'id_card_removed' },
};

/** How the audit trail names each file in its actions ('member.photo-uploaded', 'member.id-card-removed'). */
const AUDITED: Record<MemberFileKind, string> = {
  photo: 'photo',
  idCard: 'id-card',
  passportPhoto: 'passport-photo',
  idProof: 'id-proof',
};

/** An object still named by another file column of the member (approval shares the passport photo as the profile photo). */
function stillUsed(member: MemberEntity, kind: MemberFileKind, key: string): boolean {
  return (Object.keys(MemberFileColumns) as MemberFileKind[]).some(
    (other) => other !== kind && member[MemberFileColumns[other].key] === key,
  );
}

/**
 * Which stored object is a member's photo, ID card, passport photo or ID proof.
 * The gateway stores the bytes; this records them and says which old object to delete.
 */
@Injectable()
export class MemberFilesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly members: MembersRepository,
    private readonly activity: MemberActivityRepository,
    private readonly audit: AuditTrail,
  ) {}

  async set(request: SetMemberFileRequest, actor: ActorDto): Promise<SetMemberFileAnswer> {
    requireAdmin(actor);
    return this.dataSource.transaction(async (manager) => {
      const member = await this.members.findForUpdate(manager, request.id);
      const columns = MemberFileColumns[request.kind];
      const previous = member[columns.key];
      const change = {
        [columns.key]: request.key,
        [columns.contentType]: request.contentType,
        [columns.name]: request.fileName,
        [columns.size]: request.size,
        updatedAt: () => 'now()',
      } as QueryDeepPartialEntity<MemberEntity>;
      await this.members.update(manager, member.id, change);
      const updated = await this.members.byId(manager, member.id);
      const logged = LOGGED[request.kind];
      if (logged) await this.activity.add(manager, member.id, logged.set, actor, { fileName: request.fileName });
      await this.audit.record(manager, {
        action: `member.${AUDITED[request.kind]}-uploaded`,
        entity: 'member',
        entityId: member.id,
        before: { [request.kind]: member[columns.name] },
        after: { [request.kind]: request.fileName, contentType: request.contentType, size: request.size },
      });
      const replaced = previous && previous !== request.key && !stillUsed(member, request.kind, previous);
      return { member: toMemberDto(updated), replacedKey: replaced ? previous : null };
    });
  }

  async clear(idOrMemberId: string, kind: MemberFileKind, actor: ActorDto): Promise<ClearMemberFileAnswer> {
    requireAdmin(actor);
    return this.dataSource.transaction(async (manager) => {
      const member = await this.members.findForUpdate(manager, idOrMemberId);
      const columns = MemberFileColumns[kind];
      const removedKey = member[columns.key];
      const change = {
        [columns.key]: null,
        [columns.contentType]: null,
        [columns.name]: null,
        [columns.size]: null,
        updatedAt: () => 'now()',
      } as QueryDeepPartialEntity<MemberEntity>;
      await this.members.update(manager, member.id, change);
      await this.audit.record(manager, {
        action: `member.${AUDITED[kind]}-removed`,
        entity: 'member',
        entityId: member.id,
        before: { [kind]: member[columns.name] },
        after: { [kind]: null },
      });
      const logged = LOGGED[kind];
      if (logged && removedKey) {
        await this.activity.add(manager, member.id, logged.clear, actor, {
          fileName: member[columns.name] ?? undefined,
        });
      }
      return {
        member: toMemberDto(await this.members.byId(manager, member.id)),
        removedKey: removedKey && !stillUsed(member, kind, removedKey) ? removedKey : null,
      };
    });
  }

  /** Where the file is, for a download by an admin or by the member themself. */
  async get(idOrMemberId: string, kind: MemberFileKind, actor: ActorDto): Promise<StoredFileAnswer> {
    const member = await this.members.find(idOrMemberId);
    requireAdminOrSelf(actor, member.id);
    const columns = MemberFileColumns[kind];
    const key = member[columns.key];
    if (!key) throw new MembershipException(MembershipErrorCode.FileNotFound, MISSING_FILE[kind]);
    return {
      key,
      contentType: member[columns.contentType] ?? 'application/octet-stream',
      fileName: member[columns.name] ?? key.split('/').pop() ?? 'file',
      size: member[columns.size] ?? 0,
    };
  }
}
