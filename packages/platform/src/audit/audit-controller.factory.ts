import { Controller, Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { AuditListAnswer, AuditListRequest } from '@portal/contracts';
import { DataSource } from 'typeorm';
import { listAuditRows } from './audit-log.repository';

/**
 * A controller answering the service's audit subject with its own audit_log rows. Only the gateway publishes
 * user RPCs and it checks the caller may read the audit trail (staff:audit) before asking.
 */
export function createAuditController(subject: string): Type<unknown> {
  @Controller()
  class AuditController {
    constructor(private readonly dataSource: DataSource) {}

    @MessagePattern(subject)
    async list(@Payload() request: AuditListRequest): Promise<AuditListAnswer> {
      return { rows: await listAuditRows(this.dataSource, request) };
    }
  }
  return AuditController;
}
