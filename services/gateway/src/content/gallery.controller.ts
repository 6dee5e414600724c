import { Controller, Delete, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ContentSubjects as S, GalleryItemDto, GalleryQuery } from '@portal/contracts';
import type { Request, Response } from 'express';
import { Access } from '../auth/access.decorator';
import { ApiMultipartBody } from '../docs/api-body.decorators';
import { GalleryUploadFields } from '../docs/request-bodies';
import { galleryUpload } from '../files/upload-policy';
import { Caller, CurrentCaller } from '../members/current-caller.decorator';
import { RpcClient } from '../rpc/rpc-client.service';
import { ContentFilesService } from './content-files.service';
import { ApiAnswer, ApiFileAnswer, ApiListAnswer } from '../docs/api-answer.decorators';

/** The media gallery (spec part 1 §2, §7): upload and delete go beyond the spec (ROUTES.md `+`). */
@ApiTags('gallery')
@Controller('gallery')
export class GalleryController {
  constructor(
    private readonly services: RpcClient,
    private readonly files: ContentFilesService,
  ) {}

  @Get()
  @Access('member-or-staff:read')
  @ApiOperation({ summary: 'Gallery items, newest first, optionally of one event (eventId)' })
  @ApiListAnswer('GalleryItemDto')
  list(@Query() query: GalleryQuery, @CurrentCaller() { actor }: Caller): Promise<GalleryItemDto[]> {
    return this.services.rpc(S.ListGalleryItems, { ...query, actor });
  }

  @Post()
  @Access('staff:office')
  @ApiOperation({
    summary:
      'Uploads a photo (JPEG, PNG, WebP up to 10 MB; stored as a web copy and thumbnail without EXIF) or a video (MP4, WebM up to 200 MB)',
  })
  @ApiMultipartBody({ files: [galleryUpload], filesRequired: true, fields: GalleryUploadFields })
  @ApiAnswer('GalleryItemDto')
  upload(@Req() req: Request, @CurrentCaller() caller: Caller): Promise<GalleryItemDto> {
    return this.files.addGalleryItem(req, caller);
  }

  @Delete(':id')
  @Access('staff:office')
  @ApiOperation({ summary: 'Deletes a gallery item and its files' })
  @ApiAnswer('DeletedAnswer')
  remove(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<{ id: string }> {
    return this.files.deleteGalleryItem(id, caller);
  }

  @Get(':id/media')
  @Access('member-or-staff:read')
  @ApiOperation({ summary: 'The web-size image or the video; answers Range requests with 206' })
  @ApiFileAnswer('image/*', 'video/*')
  media(@Param('id') id: string, @Req() req: Request, @Res() res: Response, @CurrentCaller() caller: Caller) {
    return this.files.sendGalleryFile(req, res, id, 'media', caller);
  }

  @Get(':id/thumbnail')
  @Access('member-or-staff:read')
  @ApiOperation({ summary: "An image's thumbnail for the grid" })
  @ApiFileAnswer('image/*')
  thumbnail(@Param('id') id: string, @Req() req: Request, @Res() res: Response, @CurrentCaller() caller: Caller) {
    return this.files.sendGalleryFile(req, res, id, 'thumbnail', caller);
  }
}
