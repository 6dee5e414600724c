import { IdentityErrorCode, IdentityMessages } from '@portal/contracts';
import { DomainException } from '@portal/platform';

export class IdentityException extends DomainException<IdentityErrorCode> {}

/** The same answer for an unknown e-mail, a wrong password and a deactivated admin account. */
export const invalidAdminCredentials = () =>
  new IdentityException(IdentityErrorCode.InvalidAdminCredentials, IdentityMessages.InvalidAdminCredentials);

/** A change of password whose current password is wrong: 400 naming the field. */
export function wrongCurrentPassword(): IdentityException {
  const field = 'currentPassword';
  return new IdentityException(IdentityErrorCode.WrongCurrentPassword, IdentityMessages.WrongCurrentPassword, {
    field,
    errors: [{ field, message: IdentityMessages.WrongCurrentPassword }],
  });
}
