import { Controller, Delete, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ContentSubjects as S, SchemeDocumentDto, SchemeDocumentsQuery } from '@portal/contracts';
import type { Request, Response } from 'express';
import { Access } from '../auth/access.decorator';
import { ApiMultipartBody } from '../docs/api-body.decorators';
import { SchemeDocumentUploadFields } from '../docs/request-bodies';
import { schemeDocumentUpload } from '../files/upload-policy';
import { Caller, CurrentCaller } from '../members/current-caller.decorator';
import { RpcClient } from '../rpc/rpc-client.service';
import { ContentFilesService } from './content-files.service';
import { ApiAnswer, ApiFileAnswer, ApiListAnswer } from '../docs/api-answer.decorators';

/** The schemes' documents (spec part 2 §2, §7): admins upload, members read every scheme's. */
@ApiTags('scheme documents')
@Controller('scheme-documents')
export class SchemeDocumentsController {
  constructor(
    private readonly services: RpcClient,
    private readonly files: ContentFilesService,
  ) {}

  @Get()
  @Access('member-or-staff:read')
  @ApiOperation({ summary: 'Scheme documents, newest first, optionally of one scheme' })
  @ApiListAnswer('SchemeDocumentDto')
  list(@Query() query: SchemeDocumentsQuery, @CurrentCaller() { actor }: Caller): Promise<SchemeDocumentDto[]> {
    return this.services.rpc(S.ListSchemeDocuments, { ...query, actor });
  }

  @Post()
  @Access('staff:office')
  @ApiOperation({
    summary:
      "Uploads a document for a scheme (multipart: scheme, file; pdf, doc, docx, xls, xlsx, jpg, jpeg, png under 10 MB): 'Please select a scheme and file'",
  })
  @ApiMultipartBody({ files: [schemeDocumentUpload], filesRequired: true, fields: SchemeDocumentUploadFields })
  @ApiAnswer('SchemeDocumentDto')
  upload(@Req() req: Request, @CurrentCaller() caller: Caller): Promise<SchemeDocumentDto> {
    return this.files.addSchemeDocument(req, caller);
  }

  @Delete(':id')
  @Access('staff:office')
  @ApiOperation({ summary: 'Deletes a scheme document and its file' })
  @ApiAnswer('DeletedAnswer')
  remove(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<{ id: string }> {
    return this.files.deleteSchemeDocument(id, caller);
  }

  @Get(':id/download')
  @Access('member-or-staff:read')
  @ApiOperation({ summary: 'Downloads the document under the name it was uploaded with' })
  @ApiFileAnswer('application/octet-stream')
  download(@Param('id') id: string, @Res() res: Response, @CurrentCaller() caller: Caller): Promise<void> {
    return this.files.sendSchemeDocument(res, id, caller);
  }
}
