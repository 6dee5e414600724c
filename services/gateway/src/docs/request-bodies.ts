import { PickType } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import {
  AddDocumentRequest,
  CreateGalleryItemRequest,
  CreateSchemeDocumentRequest,
  RejectMemberRequest,
} from '@portal/contracts';

// Bodies the gateway forwards field by field to a service that validates the whole request: picked from that
// request's DTO class (PickType copies its class-validator rules), so the document follows the service's rules.

/** Body of POST /api/members/{id}/reject. */
export class RejectMemberBody extends PickType(RejectMemberRequest, ['reason'] as const) {}

/**
 * Body of POST /api/members/{id}/return-to-pending (issue 29): the reason, required, 1–500 characters once trimmed.
 * Membership checks it (400 naming reason); these rules are for the document.
 */
export class ReturnMemberToPendingBody {
  @IsString() @MinLength(1) @MaxLength(500) reason!: string;
}

/** Text fields of the multipart POST /api/members/{id}/documents. */
export class DocumentUploadFields extends PickType(AddDocumentRequest, ['documentType', 'description'] as const) {}

/** Text fields of the multipart POST /api/gallery. */
export class GalleryUploadFields extends PickType(CreateGalleryItemRequest, [
  'title',
  'description',
  'eventId',
] as const) {}

/** Text field of the multipart POST /api/scheme-documents. */
export class SchemeDocumentUploadFields extends PickType(CreateSchemeDocumentRequest, ['scheme'] as const) {}
