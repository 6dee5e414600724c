import { cardQrText, effectiveStatus, IdCardJobAnswer, validThroughOf } from '@portal/contracts';
import { CardPassSigner } from '@portal/membership/dist/src/id-cards/card-pass-signer';
import { generateKeyPairSync } from 'node:crypto';
import type { CardMember } from '@portal/membership/dist/src/id-cards/card-format';
import { renderIdCardPdf } from '@portal/membership/dist/src/id-cards/id-card-pdf';
import { VerificationSigner } from '@portal/membership/dist/src/id-cards/verification-signer';
import type { Pool } from 'pg';
import type { ApiClient } from '../support/api-client';

export interface CardsRun {
  /** The generation job through the API: cards made, failures, seconds from the POST to 'completed'. */
  job: { cards: number; failed: number; seconds: number; status: string };
  /** pdfkit drawing the same members' cards in this process, no I/O: cards and seconds. */
  library: { cards: number; seconds: number; bytes: number };
}

interface MemberRow {
  id: string;
  member_id: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
  status: string;
  membership_start_date: Date | null;
  membership_end_date: Date | null;
  approved_at: Date | null;
  created_at: Date;
}

/** The first `count` members by number who get a card (not pending approval). */
export async function cardMembers(pool: Pool, count: number): Promise<MemberRow[]> {
  const { rows } = await pool.query<MemberRow>(
    `SELECT id, member_id, first_name, last_name, phone, email, address, city, state, pincode, status,
            membership_start_date, membership_end_date, approved_at, created_at
     FROM members WHERE status <> 'pending' ORDER BY member_id LIMIT $1`,
    [count],
  );
  return rows;
}

/** A member as IdCardMaker.cardMember makes it (the seeded members have no photo: the initials are drawn). */
function cardMember(m: MemberRow): CardMember {
  return {
    name: `${m.first_name} ${m.last_name}`.trim(),
    memberId: m.member_id,
    status: effectiveStatus({ status: m.status as CardMember['status'], membershipEndDate: m.membership_end_date }),
    phone: m.phone,
    email: m.email,
    address: [m.address, m.city, m.state, m.pincode].filter((part) => part?.trim()).join(', '),
    memberSince: m.membership_start_date ?? m.approved_at ?? m.created_at,
    validUntil: m.membership_end_date,
    photo: null,
  };
}

/**
 * The baseline: renderIdCardPdf, the membership service's own drawing, card after card in this process. The same
 * cards as the job's: their QR holds the verification link and the Ed25519-signed pass (IdCardMaker.issueFor), a
 * denser QR code than the link alone (until 2026-11-28 the baseline drew the link alone: 4.6-5.8 ms a card against
 * 8.4-10 ms with the pass, measured apart at load 5).
 */
export async function drawCards(members: MemberRow[], publicUrl: string): Promise<CardsRun['library']> {
  const signer = new VerificationSigner('bench-jobs-signing-secret-0123456789abcdef');
  const passes = new CardPassSigner(generateKeyPairSync('ed25519').privateKey);
  let bytes = 0;
  const started = performance.now();
  for (const m of members) {
    const card = cardMember(m);
    const issuedAt = new Date();
    const token = passes.token({
      memberId: m.member_id,
      name: card.name,
      validThrough: validThroughOf({
        status: m.status,
        membershipEndDate: m.membership_end_date,
      }),
      issuedAt: issuedAt.toISOString(),
    });
    const pdf = await renderIdCardPdf(card, {
      associationName: 'Karnataka Photographers Welfare Association',
      issuedAt,
      verificationUrl: cardQrText(signer.verificationUrl(publicUrl, m.member_id), token),
    });
    bytes += pdf.length;
  }
  return { cards: members.length, seconds: (performance.now() - started) / 1000, bytes };
}

/** POST /api/id-cards/generate with the members' ids, then the job's progress every half second until it ends. */
export async function generateCards(api: ApiClient, memberIds: string[], timeoutMs: number): Promise<CardsRun['job']> {
  const started = performance.now();
  const res = await api.request('POST', '/api/id-cards/generate', { json: { memberIds } });
  const text = await res.text();
  if (res.status !== 202) throw new Error(`id cards: POST answered ${res.status} ${text.slice(0, 300)}`);
  const { jobId } = JSON.parse(text) as { jobId: string };
  let unanswered = 0;
  for (;;) {
    let job: IdCardJobAnswer;
    try {
      job = await api.getJson<IdCardJobAnswer>(`/api/id-cards/jobs/${jobId}`);
      unanswered = 0;
    } catch (error) {
      // A progress read the busy service did not answer in time is asked again, a few times.
      if (++unanswered > 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    if (job.status === 'completed' || job.status === 'failed') {
      return {
        cards: job.done - job.failed.length,
        failed: job.failed.length,
        seconds: (performance.now() - started) / 1000,
        status: job.status,
      };
    }
    if (performance.now() - started > timeoutMs) throw new Error(`id cards: job ${jobId} not done: ${job.done}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
