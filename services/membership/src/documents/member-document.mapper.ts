import { MemberDocumentDto } from '@portal/contracts';
import { MemberDocumentEntity } from './member-document.entity';

export function toMemberDocumentDto(d: MemberDocumentEntity): MemberDocumentDto {
  return {
    id: d.id,
    memberId: d.memberId,
    documentType: d.documentType,
    fileName: d.fileName,
    fileSize: d.fileSize,
    fileType: d.fileType,
    fileUrl: `/api/members/${d.memberId}/documents/${d.id}/download`,
    description: d.description,
    uploadedBy: d.uploadedBy,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}
