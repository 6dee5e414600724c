import { Injectable } from '@nestjs/common';
import { MemberDocumentDto, MemberDto, MemberFileKind, MembershipSubjects as S } from '@portal/contracts';
import type { Request, Response } from 'express';
import { FileDownloads } from '../files/file-downloads.service';
import { FileUploads } from '../files/file-uploads.service';
import { documentUpload, idCardUpload, photoUpload } from '../files/upload-policy';
import { RpcClient } from '../rpc/rpc-client.service';
import { MemberSessions } from '../session/member-sessions.service';
import { Caller } from './current-caller.decorator';

/**
 * A member's files: bytes in object storage (through the gateway), metadata and
 * permission checks in membership. Objects the service lets go of are removed here.
 */
@Injectable()
export class MemberFilesService {
  constructor(
    private readonly services: RpcClient,
    private readonly uploads: FileUploads,
    private readonly downloads: FileDownloads,
    private readonly memberSessions: MemberSessions,
  ) {}

  async uploadFile(req: Request, id: string, kind: 'photo' | 'idCard', { actor }: Caller): Promise<MemberDto> {
    const policy = kind === 'photo' ? photoUpload : idCardUpload;
    const { member, replacedKey } = await this.uploads.storeAndRecord(req, policy, ({ file }) =>
      this.services.rpc(S.SetMemberFile, { id, kind, ...file, actor }),
    );
    await this.uploads.removeQuietly([replacedKey]);
    return member;
  }

  async removeFile(id: string, kind: 'photo' | 'idCard', { actor }: Caller): Promise<MemberDto> {
    const { member, removedKey } = await this.services.rpc(S.ClearMemberFile, { id, kind, actor });
    await this.uploads.removeQuietly([removedKey]);
    return member;
  }

  async sendFile(res: Response, id: string, kind: MemberFileKind, { actor }: Caller): Promise<void> {
    // The ID card is the newest of the uploaded and the generated one (membership counts the download).
    const file =
      kind === 'idCard'
        ? await this.services.rpc(S.GetIdCard, { id, actor, countDownload: res.req.method !== 'HEAD' })
        : await this.services.rpc(S.GetMemberFile, { id, kind, actor });
    await this.downloads.send(res, file, { disposition: 'inline' });
  }

  addDocument(req: Request, id: string, { actor }: Caller): Promise<MemberDocumentDto> {
    return this.uploads.storeAndRecord(req, documentUpload, ({ file, fields }) =>
      this.services.rpc(S.AddDocument, {
        id,
        documentType: fields.documentType,
        description: fields.description?.trim() || null,
        ...file,
        actor,
      }),
    );
  }

  async deleteDocument(id: string, docId: string, { actor }: Caller): Promise<{ success: true }> {
    const { removedKey } = await this.services.rpc(S.DeleteDocument, { id, docId, actor });
    await this.uploads.removeQuietly([removedKey]);
    return { success: true };
  }

  async sendDocument(res: Response, id: string, docId: string, { actor }: Caller): Promise<void> {
    const file = await this.services.rpc(S.GetDocument, { id, docId, actor });
    await this.downloads.send(res, file, { disposition: 'attachment' });
  }

  /** Deletes the member, then the photo, ID card, registration files and documents it held. */
  async deleteMember(id: string, { actor }: Caller): Promise<{ success: true }> {
    const deleted = await this.services.rpc(S.DeleteMember, { id, actor });
    await this.memberSessions.endAll(deleted.id);
    await this.uploads.removeQuietly(deleted.removedKeys ?? []);
    return { success: true };
  }
}
