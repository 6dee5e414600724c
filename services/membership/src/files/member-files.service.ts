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
import { DataSource } from 'typeorm';
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

/**
 * Which stored object is a member's photo, ID card, passport photo or ID proof.
 * The gateway stores the bytes; this records them and says which old object to delete.
 */
@Injectable()
export class MemberFilesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly members: MembersRepository,
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
      return { member: toMemberDto(updated), replacedKey: previous && previous !== request.key ? previous : null };
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
      return { member: toMemberDto(await this.members.byId(manager, member.id)), removedKey };
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
