import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ContentByIdRequest,
  ContentFileAnswer,
  ContentSubjects as S,
  CreateGalleryItemRequest,
  DeletedAnswer,
  GalleryFileRequest,
  GalleryItemDto,
  ListGalleryRequest,
} from '@portal/contracts';
import { GalleryService } from './gallery.service';

@Controller()
export class GalleryHandler {
  constructor(private readonly gallery: GalleryService) {}

  @MessagePattern(S.ListGalleryItems)
  list(@Payload() body: ListGalleryRequest): Promise<GalleryItemDto[]> {
    return this.gallery.list(body.actor, body.eventId);
  }

  @MessagePattern(S.CreateGalleryItem)
  create(@Payload() body: CreateGalleryItemRequest): Promise<GalleryItemDto> {
    return this.gallery.create(body);
  }

  @MessagePattern(S.GetGalleryFile)
  file(@Payload() body: GalleryFileRequest): Promise<ContentFileAnswer> {
    return this.gallery.file(body.id, body.variant, body.actor);
  }

  @MessagePattern(S.DeleteGalleryItem)
  delete(@Payload() body: ContentByIdRequest): Promise<DeletedAnswer> {
    return this.gallery.delete(body.id, body.actor);
  }
}
