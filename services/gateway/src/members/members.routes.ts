import { MemberSessions } from '../session/member-sessions.service';
import { Provider, Type } from '@nestjs/common';
import { MemberCorrectionsController } from './member-corrections.controller';
import { MemberDataCopiesController } from './member-data-copies.controller';
import { MemberConsentsController } from './member-consents.controller';
import { DataRequestsController, MemberDataRequestsController } from './member-data-requests.controller';
import { MemberErasureService } from './member-erasure.service';
import { MemberActivityController } from './member-activity.controller';
import { MemberActivityService } from './member-activity.service';
import { MemberCsvService } from './member-csv.service';
import { MemberDocumentsController } from './member-documents.controller';
import { MemberEmailController } from './member-email.controller';
import { MemberFilesController } from './member-files.controller';
import { MemberFilesService } from './member-files.service';
import { MemberRenewalsController } from './member-renewals.controller';
import { MembersCsvController } from './members-csv.controller';
import { MembersController } from './members.controller';
import { MembershipFeesController } from './membership-fees.controller';

/**
 * In registration order: the controllers with fixed paths under /members
 * (sample-csv, export, renewal-request, email-change) before MembersController's `:id`.
 */
export const membersControllers: Type[] = [
  MembersCsvController,
  MemberRenewalsController,
  MemberCorrectionsController,
  MemberDataCopiesController,
  MemberConsentsController,
  MemberDataRequestsController,
  DataRequestsController,
  MemberEmailController,
  MembersController,
  MemberFilesController,
  MemberDocumentsController,
  MemberActivityController,
  MembershipFeesController,
];

export const membersProviders: Provider[] = [
  MemberFilesService,
  MemberCsvService,
  MemberSessions,
  MemberActivityService,
  MemberErasureService,
];
