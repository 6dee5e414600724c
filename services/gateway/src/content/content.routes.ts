import { Provider, Type } from '@nestjs/common';
import { ContentFilesService } from './content-files.service';
import { EventsController } from './events.controller';
import { GalleryController } from './gallery.controller';
import { SchemeDocumentsController } from './scheme-documents.controller';

export const contentControllers: Type[] = [EventsController, GalleryController, SchemeDocumentsController];

export const contentProviders: Provider[] = [ContentFilesService];
