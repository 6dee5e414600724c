import { Injectable } from '@nestjs/common';
import {
  ActorDto,
  addDays,
  effectiveStatus,
  IdCardStatsAnswer,
  ListIdCardsAnswer,
  ListIdCardsQuery,
  MembershipErrorCode,
  startOfIndiaDay,
  StoredFileAnswer,
  VerifyMemberAnswer,
} from '@portal/contracts';
import { DataSource } from 'typeorm';
import { MemberEntity } from '../members/member.entity';
import { findMember } from '../members/members.repository';
import { MembershipException, requireAdmin, requireAdminOrSelf } from '../members/membership.exception';
import { phoneSearchDigits } from '../members/phone';
import { IdCardMaker } from './id-card-maker.service';
import { CardListFilter, IdCardsRepository, MemberCardRow, newestSource } from './id-cards.repository';

const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD bound is a day in India: `from` its start, `to` the start of the next day; timestamps as given. */
function bound(text: string | undefined, end: boolean): Date | undefined {
  if (!text) return undefined;
  if (!DATE_ONLY.test(text)) return new Date(text);
  const midnight = startOfIndiaDay(text);
  return end ? addDays(midnight, 1) : midnight;
}

const invalidLink = () =>
  new MembershipException(MembershipErrorCode.InvalidVerificationLink, 'This verification link is not valid');

const noCard = () =>
  new MembershipException(MembershipErrorCode.FileNotFound, "This member doesn't have an ID card uploaded yet");

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const safeName = (memberId: string) => memberId.replace(/[^A-Za-z0-9_-]/g, '-');

/**
 * ID cards as the /id-cards page, downloads, certificates and the public verification see them. Generation
 * itself runs in IdCardJobRunner.
 */
@Injectable()
export class IdCardsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cards: IdCardsRepository,
    private readonly maker: IdCardMaker,
  ) {}

  /** Admins; or another service (no actor), e.g. the id-cards report. */
  async list(query: ListIdCardsQuery, actor?: ActorDto): Promise<ListIdCardsAnswer> {
    if (actor) requireAdmin(actor);
    const limit = Math.min(Math.max(Math.trunc(Number(query.limit)) || DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
    const page = Math.max(Math.trunc(Number(query.page)) || 1, 1);
    const search = query.search?.trim().replace(/\s+/g, ' ').toLowerCase();
    const filter: CardListFilter = {
      ...(query.status ? { status: query.status } : {}),
      ...(search ? { search: phoneSearchDigits(search) ?? search } : {}),
      ...(query.from ? { from: bound(query.from, false) } : {}),
      ...(query.to ? { to: bound(query.to, true) } : {}),
    };
    const { rows, total } = await this.cards.listPage(filter, limit, (page - 1) * limit);
    const now = new Date();
    return {
      items: rows.map((row) => {
        const source = newestSource(row);
        return {
          memberId: row.member_id,
          name: `${row.first_name} ${row.last_name}`.trim(),
          status: effectiveStatus({ status: row.status, membershipEndDate: row.membership_end_date }, now),
          hasCard: source !== null,
          generatedAt: iso(source === 'generated' ? row.generated_at : row.uploaded_at),
          validUntil: iso(
            source === 'generated' ? row.valid_until : source === 'uploaded' ? row.membership_end_date : null,
          ),
          membershipEndDate: iso(row.membership_end_date),
          source,
        };
      }),
      total,
      page,
      limit,
    };
  }

  async stats(actor: ActorDto): Promise<IdCardStatsAnswer> {
    requireAdmin(actor);
    const { total, generated, pending, downloads } = await this.cards.stats();
    return { totalMembers: total, generated, pendingGeneration: pending, downloads };
  }

  /** The newest of the generated and the uploaded card; each download is counted (a HEAD is not). */
  async download(idOrMemberId: string, actor: ActorDto, countDownload = true): Promise<StoredFileAnswer> {
    const member = await findMember(this.dataSource.manager, idOrMemberId);
    requireAdminOrSelf(actor, member.id);
    const row = await this.cards.cardOf(member.id);
    const file = row ? this.newestFile(member, row) : null;
    if (!file) throw noCard();
    if (countDownload) await this.cards.countDownload();
    return file;
  }

  private newestFile(member: MemberEntity, row: MemberCardRow): StoredFileAnswer | null {
    switch (newestSource(row)) {
      case 'generated':
        return {
          key: row.card_key!,
          contentType: 'application/pdf',
          fileName: `id-card-${safeName(member.memberId)}.pdf`,
          size: row.card_size ?? 0,
        };
      case 'uploaded':
        return member.idCardKey
          ? {
              key: member.idCardKey,
              contentType: member.idCardContentType ?? 'application/octet-stream',
              fileName: member.idCardName ?? `id-card-${safeName(member.memberId)}`,
              size: member.idCardSize ?? 0,
            }
          : null;
      default:
        return null;
    }
  }

  /** The member's certificate, made now from the live record (admin, or the member themself). */
  async certificate(idOrMemberId: string, actor: ActorDto): Promise<StoredFileAnswer> {
    const member = await findMember(this.dataSource.manager, idOrMemberId);
    requireAdminOrSelf(actor, member.id);
    const { key, size } = await this.maker.makeCertificate(member);
    return {
      key,
      contentType: 'application/pdf',
      fileName: `membership-certificate-${safeName(member.memberId)}.pdf`,
      size,
    };
  }

  /** Public: only with the signature printed on the card; the same refusal whether the member exists or not. */
  async verify(memberId: string, signature: string | undefined): Promise<VerifyMemberAnswer> {
    const member = await this.signedMember(memberId, signature);
    return {
      memberId: member.memberId,
      name: `${member.firstName} ${member.lastName}`.trim(),
      status: effectiveStatus(member),
      validUntil: iso(member.membershipEndDate),
      photoUrl: member.profilePhotoKey ? this.maker.signer.photoPath(member.memberId) : null,
    };
  }

  async verifiedPhoto(memberId: string, signature: string | undefined): Promise<StoredFileAnswer> {
    const member = await this.signedMember(memberId, signature);
    if (!member.profilePhotoKey) {
      throw new MembershipException(MembershipErrorCode.FileNotFound, 'No photo');
    }
    return {
      key: member.profilePhotoKey,
      contentType: member.profilePhotoContentType ?? 'application/octet-stream',
      fileName: member.profilePhotoName ?? 'photo',
      size: member.profilePhotoSize ?? 0,
    };
  }

  private async signedMember(memberId: string, signature: string | undefined): Promise<MemberEntity> {
    const code = memberId.trim().toUpperCase();
    // Only member ids: a uuid would let a signature for one form open the other.
    if (!/^[A-Z0-9]{1,40}$/.test(code) || !this.maker.signer.matches(code, signature)) throw invalidLink();
    try {
      return await findMember(this.dataSource.manager, code);
    } catch {
      throw invalidLink();
    }
  }
}
