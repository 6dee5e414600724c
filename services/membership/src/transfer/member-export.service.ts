import { Inject, Injectable } from '@nestjs/common';
import {
  ActorDto,
  ExportMembersAnswer,
  ExportMembersRequest,
  ExportMembersTrailer,
  MemberImportColumns,
  todayInIndia,
} from '@portal/contracts';
import {
  JsonLogger,
  NATS_CONNECTION,
  NatsByteStreamWriter,
  PLATFORM_OPTIONS,
  PlatformModuleOptions,
} from '@portal/platform';
import type { NatsConnection } from 'nats';
import { pipeline } from 'node:stream/promises';
import { MembersRepository } from '../members/members.repository';
import { requireAdmin } from '../members/membership.exception';
import { CopyTextToCsv } from './csv-writer';

/** The import columns first, so an export can be edited and imported again; then the rest of the record. */
export const EXPORT_HEADER = [
  ...MemberImportColumns,
  'membershipStartDate',
  'membershipEndDate',
  'city',
  'state',
  'pincode',
  'optedSchemes',
  'createdAt',
];

/**
 * Exports every member as CSV straight to the caller: the answer (the file
 * name) goes at once, then COPY streams the rows out of one consistent
 * snapshot through the converter onto the caller's byte stream, as fast as
 * the caller takes them. Nothing is staged; memory stays flat at any size.
 */
@Injectable()
export class MemberExportService {
  constructor(
    private readonly members: MembersRepository,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(PLATFORM_OPTIONS) private readonly platform: PlatformModuleOptions,
    private readonly logger: JsonLogger,
  ) {}

  async export(request: ExportMembersRequest, actor: ActorDto): Promise<ExportMembersAnswer> {
    requireAdmin(actor);
    const stream = await NatsByteStreamWriter.open(this.nats, this.platform.config.NATS_NAMESPACE, request.stream);
    void this.send(stream);
    return { fileName: `members_export_${todayInIndia()}.csv` };
  }

  /** Never rejects: a failure ends the stream with an error the caller sees instead of an end. */
  private async send(stream: NatsByteStreamWriter): Promise<void> {
    const csv = new CopyTextToCsv(EXPORT_HEADER);
    stream.trailer = (): ExportMembersTrailer => ({ rows: csv.rows });
    try {
      await this.members.copyExportRows((rows) => pipeline(rows, csv, stream));
    } catch (error) {
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
      this.logger.warn(`member export stopped: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
