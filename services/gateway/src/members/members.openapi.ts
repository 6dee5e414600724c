import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { MemberDocumentTypes, MemberStatuses } from '@portal/contracts';

// OpenAPI shapes for /api/docs. The contract's DTO classes carry no Swagger metadata, so the
// documented bodies are spelled out here (field names exactly as the spec's API tables).

const text = { type: 'string' } as const;
const nullableText = { type: 'string', nullable: true } as const;

export const memberInputSchema: SchemaObject = {
  type: 'object',
  properties: {
    memberId: { ...nullableText, description: 'Optional; generated when blank (e.g. PHOTO0001)' },
    firstName: text,
    lastName: text,
    email: nullableText,
    phone: text,
    address: nullableText,
    dateOfBirth: { ...nullableText, description: 'YYYY-MM-DD' },
    membershipStartDate: nullableText,
    membershipEndDate: nullableText,
    status: { type: 'string', enum: [...MemberStatuses] },
    optedSchemes: { type: 'array', items: { type: 'string', enum: ['esi', 'postal', 'kutumba_barosa'] } },
  },
};

export const rejectSchema: SchemaObject = { type: 'object', properties: { reason: { ...nullableText, description: 'Optional' } } };

export const renewalRequestSchema: SchemaObject = {
  type: 'object',
  required: ['memberId'],
  properties: { memberId: text, memberName: text, memberEmail: nullableText, currentStatus: text, renewalAmount: { type: 'string', example: '2000' } },
};

export function fileUploadSchema(field: string, extra: Record<string, SchemaObject> = {}): SchemaObject {
  return { type: 'object', required: [field], properties: { [field]: { type: 'string', format: 'binary' }, ...extra } };
}

export const documentUploadSchema = fileUploadSchema('file', {
  documentType: { type: 'string', enum: [...MemberDocumentTypes] },
  description: text,
});
