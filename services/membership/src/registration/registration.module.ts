import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module';
import { ConsentsRepository } from '../privacy/consents.repository';
import { RegistrationHandler } from './registration.handler';
import { RegistrationService } from './registration.service';

@Module({
  imports: [MembersModule],
  controllers: [RegistrationHandler],
  providers: [RegistrationService, ConsentsRepository],
})
export class RegistrationModule {}
