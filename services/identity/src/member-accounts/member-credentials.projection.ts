import { Injectable } from '@nestjs/common';
import {
  DEFAULT_LANGUAGE,
  EventOf,
  isLanguage,
  MemberEventData,
  MembershipEvents,
  normaliseEmail,
  normaliseMemberId,
  normalisePhone,
  PasswordTokenTtlSeconds,
} from '@portal/contracts';
import { JsonLogger, MemberEvent } from '@portal/platform';
import { EntityManager } from 'typeorm';
import { MemberCredentialsRepository } from './member-credentials.repository';
import { PasswordLinksService } from './password-links.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Keeps member_credentials in step with membership's events. Each event runs
 * once (the durable consumer records it) inside one transaction. Events may
 * arrive late or twice: an older snapshot than the one stored is ignored, and a
 * deleted member never comes back.
 */
@Injectable()
export class MemberCredentialsProjection {
  constructor(
    private readonly credentials: MemberCredentialsRepository,
    private readonly links: PasswordLinksService,
    private readonly logger: JsonLogger,
  ) {}

  async apply(event: MemberEvent, manager: EntityManager): Promise<void> {
    if (event.type === MembershipEvents.MembersImported) {
      await this.applyImported(event, manager);
      return;
    }
    const member = event.data?.member;
    if (!member || typeof member.id !== 'string' || !UUID.test(member.id)) {
      this.logger.event('warn', 'member event without a usable member snapshot ignored', {
        eventId: event.id,
        type: event.type,
      });
      return;
    }
    if (event.type === MembershipEvents.MemberDeleted) {
      await this.remove(manager, member.id);
      return;
    }
    await this.upsert(manager, member, event.occurredAt);
    // A replayed approval (e.g. a rebuilt projection) older than a set-up link's lifetime must not e-mail anyone again.
    const recent = Date.now() - Date.parse(event.occurredAt) < PasswordTokenTtlSeconds.setup * 1000;
    if (event.type === MembershipEvents.MemberApproved && recent) {
      await this.links.issueSetupLinkOnApproval(manager, member.id);
    }
  }

  /** A chunk of a bulk import: every usable snapshot in it, in the event's one transaction. */
  private async applyImported(
    event: EventOf<typeof MembershipEvents.MembersImported>,
    manager: EntityManager,
  ): Promise<void> {
    const members = Array.isArray(event.data?.members) ? event.data.members : [];
    const usable = members.filter((m) => typeof m?.id === 'string' && UUID.test(m.id));
    if (usable.length < members.length) {
      this.logger.event('warn', 'imported members without a usable snapshot ignored', {
        eventId: event.id,
        count: members.length - usable.length,
      });
    }
    for (const member of usable) await this.upsert(manager, member, event.occurredAt);
  }

  private async upsert(manager: EntityManager, member: MemberEventData['member'], occurredAt: string): Promise<void> {
    await this.credentials.upsertSnapshot(manager, {
      memberUuid: member.id,
      memberId: normaliseMemberId(member.memberId ?? ''),
      email: normaliseEmail(member.email),
      phone: normalisePhone(member.phone) ?? (member.phone ? member.phone.replace(/\D/g, '') || null : null),
      firstName: member.firstName ?? '',
      lastName: member.lastName ?? '',
      status: String(member.status ?? 'pending').toLowerCase(),
      language: isLanguage(member.language) ? member.language : DEFAULT_LANGUAGE,
      snapshotAt: occurredAt,
    });
  }

  /** Credentials and tokens go with the member; the tombstone stops a late event from re-creating them. */
  private async remove(manager: EntityManager, memberUuid: string): Promise<void> {
    await this.credentials.removeWithTombstone(manager, memberUuid);
  }
}
