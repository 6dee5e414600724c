import { Inject, Injectable } from '@nestjs/common';
import {
  ActorDto,
  CreateDataCopyRequest,
  DATA_COPY_VALID_DAYS,
  DataCopyDto,
  DataCopyFileAnswer,
  DataCopyMessages,
  MemberDataExportAnswer,
  MemberDataSubjects,
  MembershipErrorCode,
  MembershipEvents,
  todayInIndia,
} from '@portal/contracts';
import {
  AuditTrail,
  JsonLogger,
  MemberDataRepository,
  ObjectStorage,
  OutboxWriter,
  ServiceRpcClient,
} from '@portal/platform';
import { DataSource } from 'typeorm';
import { IdCardMaker } from '../id-cards/id-card-maker.service';
import { MemberEntity } from '../members/member.entity';
import { findMember } from '../members/member-lookup';
import { MembershipException, requireAdminOrSelf } from '../members/membership.exception';
import { DataCopiesRepository, DataCopyRow, toDataCopyDto } from './data-copies.repository';
import { ExtraFile, writeDataCopyArchive } from './data-copy-archive';

export const DATA_COPY_SETTINGS = Symbol('DATA_COPY_SETTINGS');
export interface DataCopySettings {
  /** Where the member signs in to download it (the e-mail's link). */
  publicUrl: string;
}

/** A service's answer may take a while for a member with years of records. */
const EXPORT_TIMEOUT_MS = 60_000;
/** Membership's own rows about the member, without the copies themselves (their keys are earlier ZIPs). */
export const MEMBERSHIP_EXPORT_OPTIONS = { skipTables: ['data_copies'] };

const notFound = () => new MembershipException(MembershipErrorCode.DataCopyNotFound, DataCopyMessages.notFound);
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A build asks four services (EXPORT_TIMEOUT_MS each) and writes the ZIP: one still 'preparing' after this long
 * was cut off by a restart (several replicas build copies, so a starting one cannot tell which are its own).
 */
export const DATA_COPY_BUILD_LIMIT_MS = 30 * 60 * 1000;
const archiveKey = (copyId: string) => `data-copies/${copyId}.zip`;

/**
 * Issue 32 "A copy of everything": a member (from Profile Settings) or an admin (for a member asking in person)
 * asks for a copy; membership builds the ZIP in the background from every service's answer to
 * `<service>.member-data.export` and its own rows, stores it, and announces it ready (the member is e-mailed a link,
 * valid DATA_COPY_VALID_DAYS). Only that member, or the admin who made it, may download it, until it expires.
 */
@Injectable()
export class DataCopiesService {
  /** Copies being built in this process (tests wait on them; nothing else reads it). */
  readonly building = new Map<string, Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly copies: DataCopiesRepository,
    private readonly storage: ObjectStorage,
    @Inject(ServiceRpcClient) private readonly services: ServiceRpcClient,
    private readonly outbox: OutboxWriter,
    private readonly audit: AuditTrail,
    private readonly maker: IdCardMaker,
    private readonly logger: JsonLogger,
    @Inject(DATA_COPY_SETTINGS) private readonly settings: DataCopySettings,
  ) {}

  async create({ id, gateway, actor }: CreateDataCopyRequest): Promise<DataCopyDto> {
    const member = await findMember(
      this.dataSource.manager,
      actor.userType === 'member' && id === 'me' ? actor.userId : id,
    );
    requireAdminOrSelf(actor, member.id);
    const requestedBy = actor.userType === 'admin' ? 'admin' : 'member';
    await this.failInterrupted();
    const { row, started } = await this.dataSource.transaction(async (manager) => {
      // One copy in the making at a time: asking again while it is prepared answers that one.
      const open = (await this.copies.forMember(manager, member.id)).find((c) => c.state === 'preparing');
      if (open) return { row: open, started: false };
      const row = await this.copies.insert(manager, { memberId: member.id, requestedBy, requestedById: actor.userId });
      await this.audit.record(manager, {
        action: 'data-copy.requested',
        entity: 'data-copy',
        entityId: row.id,
        after: { memberId: member.memberId, requestedBy },
      });
      return { row, started: true };
    });
    if (started) {
      const building = this.build(row, member, gateway ?? null, actor).finally(() => this.building.delete(row.id));
      this.building.set(row.id, building);
    }
    return toDataCopyDto(row);
  }

  async list(idOrMemberId: string, actor: ActorDto): Promise<DataCopyDto[]> {
    const member = await findMember(this.dataSource.manager, idOrMemberId === 'me' ? actor.userId : idOrMemberId);
    requireAdminOrSelf(actor, member.id);
    await this.failInterrupted();
    await this.removeExpired();
    const now = new Date();
    return (await this.copies.forMember(this.dataSource.manager, member.id)).map((row) => toDataCopyDto(row, now));
  }

  /** Where a ready copy is: the member's own, or the admin's who made it; another's reads as not found. */
  async file(copyId: string, actor: ActorDto): Promise<DataCopyFileAnswer> {
    if (!/^[0-9a-f-]{36}$/i.test(copyId)) throw notFound();
    const row = await this.copies.byId(this.dataSource.manager, copyId);
    const allowed =
      row !== null &&
      ((actor.userType === 'member' && actor.userId === row.member_id) ||
        (actor.userType === 'admin' && row.requested_by === 'admin' && actor.userId === row.requested_by_id));
    if (!row || !allowed) throw notFound();
    const copy = toDataCopyDto(row);
    if (copy.state === 'expired' || (copy.state === 'ready' && !row.file_key)) {
      throw new MembershipException(MembershipErrorCode.DataCopyExpired, DataCopyMessages.expired);
    }
    if (copy.state !== 'ready' || !row.file_key) {
      throw new MembershipException(MembershipErrorCode.DataCopyNotReady, DataCopyMessages.notReady);
    }
    const member = await findMember(this.dataSource.manager, row.member_id);
    const day = todayInIndia(row.ready_at ?? new Date());
    return { fileKey: row.file_key, fileName: `${member.memberId}-data-${day}.zip`, contentType: 'application/zip' };
  }

  /** Deletes the ZIPs of expired copies (the rows stay, as the record that a copy was given). */
  async removeExpired(now = new Date()): Promise<number> {
    const keys = await this.dataSource.transaction((manager) => this.copies.takeExpiredFiles(manager, now));
    await this.storage.removeQuietly(keys);
    return keys.length;
  }

  /** Copies whose build was cut off by a restart become 'failed' (the member may ask again); their partial ZIPs go. */
  async failInterrupted(now = new Date()): Promise<number> {
    const startedBefore = new Date(now.getTime() - DATA_COPY_BUILD_LIMIT_MS);
    const ids = await this.copies.failInterrupted(this.dataSource.manager, startedBefore);
    await this.storage.removeQuietly(ids.map(archiveKey));
    if (ids.length > 0) this.logger.event('warn', 'data copies interrupted', { copyIds: ids });
    return ids.length;
  }

  private async build(
    row: DataCopyRow,
    member: MemberEntity,
    gateway: MemberDataExportAnswer | null,
    actor: ActorDto,
  ): Promise<void> {
    const key = archiveKey(row.id);
    let certificateKey: string | null = null;
    try {
      const subject = { memberUuid: member.id, memberCode: member.memberId, email: member.email ?? null };
      const own = await MemberDataRepository.rowsAbout(this.dataSource, subject, MEMBERSHIP_EXPORT_OPTIONS);
      const answers: MemberDataExportAnswer[] = [{ service: 'membership', ...own }];
      const ask = { ...subject, actor };
      const wait = { timeoutMs: EXPORT_TIMEOUT_MS };
      answers.push(await this.services.rpc(MemberDataSubjects.identity, ask, wait));
      answers.push(await this.services.rpc(MemberDataSubjects.payments, ask, wait));
      answers.push(await this.services.rpc(MemberDataSubjects.content, ask, wait));
      answers.push(await this.services.rpc(MemberDataSubjects.notifications, ask, wait));
      if (gateway) answers.push({ ...gateway, service: 'gateway' });
      const extra: ExtraFile[] = [];
      if (member.status === 'active' || member.status === 'expired') {
        const certificate = await this.maker.makeCertificate(member);
        certificateKey = certificate.key;
        const object = await this.storage.open(certificate.key);
        const chunks: Buffer[] = [];
        for await (const chunk of object.body as AsyncIterable<Buffer>) chunks.push(chunk);
        extra.push({ name: 'membership/certificate.pdf', body: Buffer.concat(chunks) });
      }
      const readyAt = new Date();
      const summary = await writeDataCopyArchive(this.storage, key, {
        memberCode: member.memberId,
        generatedAt: readyAt,
        answers,
        extra,
      });
      const expiresAt = new Date(readyAt.getTime() + DATA_COPY_VALID_DAYS * DAY_MS);
      await this.dataSource.transaction(async (manager) => {
        await this.copies.markReady(manager, row.id, { fileKey: key, size: summary.size, readyAt, expiresAt });
        await this.outbox.add(manager, MembershipEvents.DataCopyReady, {
          copyId: row.id,
          memberId: member.id,
          memberCode: member.memberId,
          name: `${member.firstName} ${member.lastName}`.trim(),
          email: member.email ?? null,
          expiresAt: expiresAt.toISOString(),
          link: `${this.settings.publicUrl}/profile-settings`,
        });
      });
      this.logger.event('info', 'data copy ready', { copyId: row.id, size: summary.size, files: summary.files });
    } catch (error) {
      this.logger.event('error', 'data copy failed', { copyId: row.id, error: (error as Error).message });
      await this.storage.removeQuietly([key]);
      await this.copies.markFailed(this.dataSource.manager, row.id, (error as Error).message).catch(() => undefined);
    } finally {
      await this.storage.removeQuietly([certificateKey]);
    }
  }
}
