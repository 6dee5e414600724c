import { DynamicModule, Module } from '@nestjs/common';
import { MembershipConfig } from '../config';
import { CardKeys } from './card-keys.service';
import { CardSigningKeysRepository } from './card-signing-keys.repository';
import { ID_CARD_SETTINGS, IdCardSettings } from './id-card.settings';
import { IdCardJobRunner } from './id-card-job.runner';
import { IdCardJobsService } from './id-card-jobs.service';
import { IdCardMaker } from './id-card-maker.service';
import { IdCardsHandler } from './id-cards.handler';
import { IdCardsRepository } from './id-cards.repository';
import { IdCardsService } from './id-cards.service';

/** Generated ID cards, generation jobs, certificates and the public verification (issue 13). */
@Module({})
export class IdCardsModule {
  static register(config: MembershipConfig): DynamicModule {
    const settings: IdCardSettings = {
      publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
      signingSecret: config.ID_CARD_SIGNING_SECRET,
      passPrivateKey: config.ID_CARD_PASS_PRIVATE_KEY || undefined,
      associationName: config.ASSOCIATION_NAME,
    };
    return {
      module: IdCardsModule,
      controllers: [IdCardsHandler],
      providers: [
        { provide: ID_CARD_SETTINGS, useValue: settings },
        IdCardsRepository,
        CardSigningKeysRepository,
        CardKeys,
        IdCardMaker,
        IdCardsService,
        IdCardJobsService,
        IdCardJobRunner,
      ],
      exports: [IdCardsService, IdCardMaker],
    };
  }
}
