import { Controller, Delete, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MemberDocumentDto, MembershipSubjects as S } from '@portal/contracts';
import type { Request, Response } from 'express';
import { Access } from '../auth/access.decorator';
import { ApiMultipartBody } from '../docs/api-body.decorators';
import { DocumentUploadFields } from '../docs/request-bodies';
import { documentUpload } from '../files/upload-policy';
import { RpcClient } from '../rpc/rpc-client.service';
import { Caller, CurrentCaller } from './current-caller.decorator';
import { MemberFilesService } from './member-files.service';
import { ApiAnswer, ApiFileAnswer, ApiListAnswer } from '../docs/api-answer.decorators';

/** A member's documents (spec part 2 §3, §7). */
@ApiTags('member documents')
@Controller('members/:id/documents')
export class MemberDocumentsController {
  constructor(
    private readonly services: RpcClient,
    private readonly files: MemberFilesService,
  ) {}

  @Get()
  @Access('member-or-staff:read')
  @ApiOperation({ summary: "The member's documents (admin, or the member themself)" })
  @ApiListAnswer('MemberDocumentDto')
  list(@Param('id') id: string, @CurrentCaller() { actor }: Caller): Promise<MemberDocumentDto[]> {
    return this.services.rpc(S.ListDocuments, { id, actor });
  }

  @Post()
  @Access('staff:office')
  @ApiOperation({
    summary:
      'Uploads a document (multipart: file, documentType, description; pdf, doc, docx, xls, xlsx, jpg, jpeg, png up to 10 MB)',
  })
  @ApiMultipartBody({ files: [documentUpload], filesRequired: true, fields: DocumentUploadFields })
  @ApiAnswer('MemberDocumentDto')
  upload(@Param('id') id: string, @Req() req: Request, @CurrentCaller() caller: Caller): Promise<MemberDocumentDto> {
    return this.files.addDocument(req, id, caller);
  }

  @Delete(':docId')
  @Access('staff:office')
  @ApiOperation({ summary: 'Deletes a document and its file' })
  @ApiAnswer('SuccessAnswer')
  remove(
    @Param('id') id: string,
    @Param('docId') docId: string,
    @CurrentCaller() caller: Caller,
  ): Promise<{ success: true }> {
    return this.files.deleteDocument(id, docId, caller);
  }

  @Get(':docId/download')
  @Access('member-or-staff:read')
  @ApiOperation({ summary: 'Downloads a document (admin, or the member themself)' })
  @ApiFileAnswer('application/octet-stream')
  download(
    @Param('id') id: string,
    @Param('docId') docId: string,
    @Res() res: Response,
    @CurrentCaller() caller: Caller,
  ): Promise<void> {
    return this.files.sendDocument(res, id, docId, caller);
  }
}
