import { Inject, Injectable } from '@nestjs/common';
import { cardQrText, effectiveStatus, MembershipErrorCode, validThroughOf } from '@portal/contracts';
import { ObjectStorage } from '@portal/platform';
import { DataSource, In } from 'typeorm';
import { MemberEntity } from '../members/member.entity';
import { findMember } from '../members/members.repository';
import { MembershipException } from '../members/membership.exception';
import { CardKeys } from './card-keys.service';
import { CardIssue, CardMember, embeddablePhoto } from './card-format';
import { renderCertificatePdf } from './certificate-pdf';
import { ID_CARD_SETTINGS, IdCardSettings } from './id-card.settings';
import { certificateKey, idCardKey } from './id-card-keys';
import type { CardDrawer } from './card-drawer';
import { renderIdCardPdf } from './id-card-pdf';
import { IdCardsRepository } from './id-cards.repository';
import { VerificationSigner } from './verification-signer';

/** A member's uuid, as opposed to their member id (PHOTO0001): job references are either. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Photos are at most 5 MB on upload; anything larger is not read into memory. */
const MAX_PHOTO_BYTES = 6 * 1024 * 1024;

export const notYetMember = () =>
  new MembershipException(
    MembershipErrorCode.FileNotFound,
    'This application is still pending approval: cards and certificates are issued to approved members',
  );

/** Makes a member's ID card and certificate from their live record and stores them in object storage. */
@Injectable()
export class IdCardMaker {
  readonly signer: VerificationSigner;

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: ObjectStorage,
    private readonly cards: IdCardsRepository,
    private readonly keys: CardKeys,
    @Inject(ID_CARD_SETTINGS) private readonly settings: IdCardSettings,
  ) {
    this.signer = new VerificationSigner(settings.signingSecret);
  }

  /** Generates and stores the card of a member (uuid or member id); pending applicants get none. */
  async makeCard(memberRef: string): Promise<{ member: MemberEntity; generatedAt: Date }> {
    const member = await findMember(this.dataSource.manager, memberRef);
    const generatedAt = await this.storeCard(member, await this.drawCard(member));
    return { member, generatedAt };
  }

  /**
   * The members behind job references (uuids or member ids) in one query, by the reference as given;
   * a reference with no member is absent from the map.
   */
  async findMembers(refs: readonly string[]): Promise<Map<string, MemberEntity>> {
    const keys = refs.map((ref) => ref.trim());
    const uuids = keys.filter((key) => UUID.test(key)).map((key) => key.toLowerCase());
    const memberIds = keys.filter((key) => !UUID.test(key)).map((key) => key.toUpperCase());
    const where = [
      ...(uuids.length > 0 ? [{ id: In(uuids) }] : []),
      ...(memberIds.length > 0 ? [{ memberId: In(memberIds) }] : []),
    ];
    const found = where.length > 0 ? await this.dataSource.manager.find(MemberEntity, { where }) : [];
    const byId = new Map(found.map((member) => [member.id, member]));
    const byMemberId = new Map(found.map((member) => [member.memberId, member]));
    const members = new Map<string, MemberEntity>();
    for (const [index, key] of keys.entries()) {
      const member = UUID.test(key) ? byId.get(key.toLowerCase()) : byMemberId.get(key.toUpperCase());
      if (member) members.set(refs[index], member);
    }
    return members;
  }

  /**
   * Draws a member's card (CPU, and their photo read from storage); pending applicants get none. A job passes its
   * drawer (a worker thread); a single card is drawn here.
   */
  async drawCard(member: MemberEntity, drawer?: CardDrawer): Promise<Buffer> {
    if (member.status === 'pending') throw notYetMember();
    const [card, issue] = [await this.cardMember(member), this.issueFor(member)];
    return drawer ? drawer.draw(card, issue) : renderIdCardPdf(card, issue);
  }

  /** Stores a drawn card and records it as the member's newest; answers when it was recorded. */
  async storeCard(member: MemberEntity, pdf: Buffer): Promise<Date> {
    await this.storage.upload(idCardKey(member.id), [pdf], 'application/pdf');
    return this.cards.saveGenerated(member.id, idCardKey(member.id), pdf.length, member.membershipEndDate);
  }

  /** Makes the certificate anew (live status and dates) and answers where it is stored. */
  async makeCertificate(member: MemberEntity): Promise<{ key: string; size: number }> {
    if (member.status === 'pending') throw notYetMember();
    const pdf = await renderCertificatePdf(await this.cardMember(member), this.issueFor(member));
    const key = certificateKey(member.id);
    await this.storage.upload(key, [pdf], 'application/pdf');
    return { key, size: pdf.length };
  }

  /** The QR holds the verification link and, in its fragment, the Ed25519-signed pass a door checks offline. */
  private issueFor(member: MemberEntity): CardIssue {
    const issuedAt = new Date();
    const token = this.keys.token({
      memberId: member.memberId,
      name: `${member.firstName} ${member.lastName}`.trim(),
      validThrough: validThroughOf(member),
      issuedAt: issuedAt.toISOString(),
    });
    return {
      associationName: this.settings.associationName,
      issuedAt,
      verificationUrl: cardQrText(this.signer.verificationUrl(this.settings.publicUrl, member.memberId), token),
      // Read from the member's row at each drawing, a job's cards each in their own member's language.
      language: member.language,
    };
  }

  async cardMember(member: MemberEntity): Promise<CardMember> {
    return {
      name: `${member.firstName} ${member.lastName}`.trim(),
      memberId: member.memberId,
      status: effectiveStatus(member),
      phone: member.phone,
      email: member.email,
      address: [member.address, member.city, member.state, member.pincode].filter((part) => part?.trim()).join(', '),
      memberSince: member.membershipStartDate ?? member.approvedAt ?? member.createdAt,
      validUntil: member.membershipEndDate,
      photo: await this.photoOf(member),
    };
  }

  private async photoOf(member: MemberEntity): Promise<Buffer | null> {
    if (!member.profilePhotoKey || !embeddablePhoto(member.profilePhotoContentType)) return null;
    try {
      const { body } = await this.storage.open(member.profilePhotoKey);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_PHOTO_BYTES) {
          body.destroy();
          return null;
        }
        chunks.push(chunk);
      }
      return Buffer.concat(chunks);
    } catch {
      // A photo that cannot be read leaves the frame with the initials rather than failing the card.
      return null;
    }
  }
}
