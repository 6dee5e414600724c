import { Controller, Delete, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MemberDto } from '@portal/contracts';
import type { Request, Response } from 'express';
import { Access } from '../auth/access.decorator';
import { ApiMultipartBody } from '../docs/api-body.decorators';
import { idCardUpload, photoUpload } from '../files/upload-policy';
import { Caller, CurrentCaller } from './current-caller.decorator';
import { MemberFilesService } from './member-files.service';
import { ApiAnswer, ApiFileAnswer } from '../docs/api-answer.decorators';

/** Photo, ID card and registration files of a member (spec part 2 §7): uploads by admins, downloads by admins or the member. */
@ApiTags('member files')
@Controller('members/:id')
export class MemberFilesController {
  constructor(private readonly files: MemberFilesService) {}

  @Post('photo')
  @Access('staff:office')
  @ApiOperation({
    summary: 'Sets the profile photo (multipart field photo; JPEG, PNG, GIF or WebP up to 5 MB); answers the member',
  })
  @ApiMultipartBody({ files: [photoUpload], filesRequired: true })
  @ApiAnswer('MemberDto')
  uploadPhoto(@Param('id') id: string, @Req() req: Request, @CurrentCaller() caller: Caller): Promise<MemberDto> {
    return this.files.uploadFile(req, id, 'photo', caller);
  }

  @Delete('photo')
  @Access('staff:office')
  @ApiOperation({ summary: 'Removes the profile photo; answers the member' })
  @ApiAnswer('MemberDto')
  removePhoto(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<MemberDto> {
    return this.files.removeFile(id, 'photo', caller);
  }

  @Get('photo')
  @Access('member-or-staff:read')
  @ApiOperation({ summary: 'The profile photo (admin, or the member themself)' })
  @ApiFileAnswer('image/*')
  photo(@Param('id') id: string, @Res() res: Response, @CurrentCaller() caller: Caller): Promise<void> {
    return this.files.sendFile(res, id, 'photo', caller);
  }

  @Post('id-card')
  @Access('staff:office')
  @ApiOperation({
    summary: 'Sets the ID card (multipart field idCard; PDF, JPEG or PNG up to 5 MB); answers the member',
  })
  @ApiMultipartBody({ files: [idCardUpload], filesRequired: true })
  @ApiAnswer('MemberDto')
  uploadIdCard(@Param('id') id: string, @Req() req: Request, @CurrentCaller() caller: Caller): Promise<MemberDto> {
    return this.files.uploadFile(req, id, 'idCard', caller);
  }

  @Delete('id-card')
  @Access('staff:office')
  @ApiOperation({ summary: 'Removes the ID card; answers the member' })
  @ApiAnswer('MemberDto')
  removeIdCard(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<MemberDto> {
    return this.files.removeFile(id, 'idCard', caller);
  }

  @Get('id-card')
  @Access('member-or-staff:read')
  @ApiOperation({ summary: 'The newest ID card, generated or uploaded (admin, or the member themself)' })
  @ApiFileAnswer('image/*', 'application/pdf')
  idCard(@Param('id') id: string, @Res() res: Response, @CurrentCaller() caller: Caller): Promise<void> {
    return this.files.sendFile(res, id, 'idCard', caller);
  }

  @Get('passport-photo')
  @Access('member-or-staff:read')
  @ApiOperation({ summary: 'The passport photo sent with the registration (admin, or the member themself)' })
  @ApiFileAnswer('image/*')
  passportPhoto(@Param('id') id: string, @Res() res: Response, @CurrentCaller() caller: Caller): Promise<void> {
    return this.files.sendFile(res, id, 'passportPhoto', caller);
  }

  @Get('id-proof')
  @Access('member-or-staff:read')
  @ApiOperation({ summary: 'The ID proof sent with the registration (admin, or the member themself)' })
  @ApiFileAnswer('image/*', 'application/pdf')
  idProof(@Param('id') id: string, @Res() res: Response, @CurrentCaller() caller: Caller): Promise<void> {
    return this.files.sendFile(res, id, 'idProof', caller);
  }
}
