import { Controller, Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import { MemberDataExportAnswer, MemberDataExportRequest, MemberDataSubjects } from '@portal/contracts';
import { DataSource } from 'typeorm';
import { DomainException } from '../errors/domain.exception';
import { CommonErrorCode } from '@portal/contracts';
import { requireAdminOrSelfActor } from '../errors/actor-access';
import { MemberDataOptions, MemberDataRepository } from './member-data.repository';

/**
 * Issue 32: the handler of `<service>.member-data.export` for a service's own database: what it holds about one
 * member (MemberDataRepository), for the member themself or an admin. Membership calls it while building a copy.
 */
export function memberDataExportHandler(
  service: keyof typeof MemberDataSubjects,
  options: MemberDataOptions = {},
): Type<unknown> {
  @Controller()
  class MemberDataExportHandler {
    constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

    @MessagePattern(MemberDataSubjects[service])
    async export(@Payload() body: MemberDataExportRequest): Promise<MemberDataExportAnswer> {
      requireAdminOrSelfActor(
        body.actor,
        body.memberUuid,
        () => new DomainException(CommonErrorCode.Forbidden, 'You are not allowed to do this'),
      );
      const { tables, files } = await MemberDataRepository.rowsAbout(this.dataSource, body, options);
      return { service, tables, files };
    }
  }
  return MemberDataExportHandler;
}
