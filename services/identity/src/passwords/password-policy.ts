import { IdentityErrorCode, IdentityMessages } from '@portal/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { IdentityException } from '../admins/identity.exception';

/** The account's own details a password must not be built from; any may be missing. */
export interface PasswordOwner {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  memberId?: string | null;
}

/**
 * Details refused anywhere in a password: with a letter and at least 4 long, or digits at least 7 long (a phone).
 * Others (a short name, a year in an e-mail address) are refused only as the password's whole core.
 */
const containable = (part: string) => part.length >= 7 || (part.length >= 4 && /\p{L}/u.test(part));

let common: ReadonlySet<string> | undefined;

/** zxcvbn-ts's list of common passwords (about 49,000, most used first), read once, on first use, lower-cased. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** Lower case, letters and digits only: `Ravi.Kumar-1` and `ravikumar1` compare alike. */
const plain = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The password without the digits and symbols around it: `!Ravi2024` → `ravi`. */
const core = (password: string) => password.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/**
 * What the account's details give to compare with: `inside` parts are refused anywhere in a password (when
 * long enough), `whole` parts only as its core: the e-mail's pieces are often plain words (`studio`, `info`).
 */
function personalParts(owner: PasswordOwner): { inside: string[]; whole: string[] } {
  const local = owner.email?.split('@')[0] ?? '';
  const first = owner.firstName ?? '';
  const last = owner.lastName ?? '';
  const inside = [local, first, last, ...`${first} ${last}`.split(/\s+/), `${first}${last}`, owner.phone ?? ''];
  // The member id is compared whole: its number alone (0042) is short and common.
  inside.push(owner.memberId ?? '');
  const usable = (parts: string[]) => [...new Set(parts.map(plain).filter((p) => p.length >= 2))];
  return { inside: usable(inside), whole: usable(local.split(/[._+-]+/)) };
}

/**
 * Passwords people cannot guess (issue 27), besides the length rules the request DTOs check: not one of the
 * most common passwords (nor one character repeated), and not built from the account's own e-mail, name,
 * phone or member id (containing one, or one with digits and symbols around it), case ignored.
 * Answers the reason, or null for a password that passes.
 */
export function passwordRefusal(password: string, owner: PasswordOwner): string | null {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower) || /^(.)\1*$/su.test(password)) return IdentityMessages.PasswordTooCommon;
  const whole = plain(password);
  const stripped = plain(core(password));
  const { inside, whole: wholeOnly } = personalParts(owner);
  for (const part of [...inside, ...wholeOnly]) {
    if (stripped === part || whole === part) return IdentityMessages.PasswordTooPersonal;
  }
  if (inside.some((part) => containable(part) && whole.includes(part))) return IdentityMessages.PasswordTooPersonal;
  return null;
}

/** Throws the refusal as identity's 400 on the `newPassword` field, which the forms show beside it. */
export function assertGuessProofPassword(password: string, owner: PasswordOwner): void {
  const message = passwordRefusal(password, owner);
  if (message === null) return;
  const field = 'newPassword';
  throw new IdentityException(IdentityErrorCode.WeakPassword, message, { field, errors: [{ field, message }] });
}
