import { MemberFileKind } from '@portal/contracts';
import { MemberEntity, MemberFileColumns } from './member.entity';
import { toMemberDto } from './member.mapper';

/**
 * A member's record as the audit trail keeps it (DESIGN.md §6): the stored fields and status, the file names
 * (never their bytes or storage keys); the Aadhaar number only as stored (its last four digits).
 */
export function memberAuditFields(m: MemberEntity): Record<string, unknown> {
  // Download paths say nothing the file names below do not; createdAt never changes.
  const {
    profilePhotoUrl: _photo,
    idCardUrl: _card,
    passportPhotoUrl: _passport,
    idProofUrl: _proof,
    createdAt: _created,
    ...fields
  } = toMemberDto(m);
  const files = Object.fromEntries(
    (Object.keys(MemberFileColumns) as MemberFileKind[]).map((kind) => [kind, m[MemberFileColumns[kind].name] ?? null]),
  );
  return { ...fields, status: m.status, ...files };
}
