import type { CurrentUser } from '../api/auth';
import { photoSrc } from '../api/members';

/** Names and initials the header and menus show for the signed-in person. */

export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** Spec §2: 'First Last', else the e-mail prefix, else the given fallback ('Admin User' in the admin header). */
export function displayName(person: NamedPerson | null | undefined, fallback = 'Admin User'): string {
  const full = [person?.firstName, person?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  if (full) return full;
  const prefix = person?.email?.split('@')[0]?.trim();
  return prefix || fallback;
}

/** Whole user-perceived characters (an emoji with its modifiers, a letter with its accents), never half of one. */
function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (part) => part.segment);
  }
  return Array.from(text);
}

const firstCharacter = (text: string | null | undefined) => graphemes(text?.trim() ?? '')[0] ?? '';

/** Two letters for the avatar: first + last initial, else from the display name; whole characters only. */
export function initials(person: NamedPerson | null | undefined, fallback = 'Admin User'): string {
  const first = firstCharacter(person?.firstName);
  const last = firstCharacter(person?.lastName);
  if (first || last) return `${first}${last}`.toUpperCase();
  const words = displayName(person, fallback)
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters =
    words.length > 1
      ? `${firstCharacter(words[0])}${firstCharacter(words[1])}`
      : graphemes(words[0] ?? '')
          .slice(0, 2)
          .join('');
  return letters.toUpperCase();
}

/** The avatar picture: an admin's profile image, a member's own photo (cache-busted like the member screens). */
export function avatarSrc(user: CurrentUser | null | undefined): string | undefined {
  if (!user) return undefined;
  if (user.userType === 'member') return photoSrc(user);
  return user.profileImageUrl || undefined;
}
