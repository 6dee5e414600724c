import { Type } from '@nestjs/common';
import { CertificateController, IdCardsController, VerificationController } from './id-cards.controller';

/** The ID-card slice, listed once in the app module. */
export const idCardsControllers: Type[] = [IdCardsController, CertificateController, VerificationController];
