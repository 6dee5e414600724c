import { IsIn, IsUUID } from 'class-validator';
import type { SetLanguageFields } from '../shapes/auth.shapes';
import { Language, Languages } from './language';

/** The contract's words for a language the portal does not have. */
export const LANGUAGE_REFUSED = 'language must be en or kn';

/**
 * PATCH /api/auth/user (issue 31): the signed-in person's language, kept on their account (an admin's in identity,
 * a member's in membership, which identity projects), so the portal, the server's answers, e-mails, reminders and
 * PDFs are in it.
 */
export class SetLanguageBody implements SetLanguageFields {
  @IsIn(Languages, { message: LANGUAGE_REFUSED })
  language!: Language;
}

/** The gateway to identity: the signed-in admin's language. */
export class SetAdminLanguageRequest extends SetLanguageBody {
  @IsUUID()
  adminId!: string;
}

/** The gateway to membership: the signed-in member's language. */
export class SetMemberLanguageRequest extends SetLanguageBody {
  @IsUUID()
  memberId!: string;
}

export type { LanguageAnswer } from '../shapes/auth.shapes';
