import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { SatisfiesRules } from '../common/field-rule.decorator';
import { Language, Languages } from '../i18n/language';
import { AdminProfileRules } from '../rules/admin-profile.rules';
import { AdminRole, AdminRoles } from '../rules/admin-roles';
import { NewPasswordRules } from '../rules/password.rules';
import type {
  AcceptAdminInvitationFields,
  AdminAccountDto,
  ChangeAdminRoleFields,
  InviteAdminFields,
  VerifyAdminInvitationFields,
} from '../shapes/admin-accounts.shapes';
import { IdentityMessages as M } from './identity.messages';

export type { AdminAccountDto, AdminAccountStatus, VerifyAdminInvitationAnswer } from '../shapes/admin-accounts.shapes';

const Role = () => IsIn(AdminRoles, { message: M.RoleRequired });

/** Body of POST /api/admin-accounts/invitations: whom to invite, and with which role. */
export class InviteAdminBody implements InviteAdminFields {
  @IsEmail({}, { message: M.ValidEmailRequired }) @MaxLength(254, { message: M.ValidEmailRequired }) email!: string;
  @IsString() @MaxLength(200) @SatisfiesRules(AdminProfileRules.firstName) firstName!: string;
  @IsOptional() @IsString() @MaxLength(200) @SatisfiesRules(AdminProfileRules.lastName) lastName?: string | null;
  @Role() role!: AdminRole;
}

/** Body of PUT /api/admin-accounts/{id}/role. */
export class ChangeAdminRoleBody implements ChangeAdminRoleFields {
  @Role() role!: AdminRole;
}

/** Query of GET /api/admin-invitations/verify. */
export class VerifyAdminInvitationQuery implements VerifyAdminInvitationFields {
  @IsString({ message: M.TokenRequired })
  @IsNotEmpty({ message: M.TokenRequired })
  @MaxLength(200)
  token!: string;
}

/** Body of POST /api/admin-invitations/accept: the e-mailed token and the password the new admin chose. */
export class AcceptAdminInvitationBody implements AcceptAdminInvitationFields {
  @IsString({ message: M.TokenRequired })
  @IsNotEmpty({ message: M.TokenRequired })
  @MaxLength(200)
  token!: string;

  @SatisfiesRules(NewPasswordRules)
  newPassword!: string;
}

/** The gateway to identity: the signed-in admin who acts on the office's accounts. */
export class AdminActorRequest {
  @IsUUID()
  actorId!: string;
}

export class InviteAdminRequest extends InviteAdminBody {
  @IsUUID()
  actorId!: string;

  /** The inviting admin's language (issue 31), which the invitation e-mail is written in; English when absent. */
  @IsOptional() @IsIn(Languages) language?: Language;
}

/** A fresh invitation, a deactivation or a reactivation of account `id`. */
export class AdminAccountActionRequest extends AdminActorRequest {
  @IsUUID()
  id!: string;
}

/** A fresh invitation for account `id`, e-mailed in the language of the admin who sends it (issue 31). */
export class ReinviteAdminRequest extends AdminAccountActionRequest {
  @IsOptional() @IsIn(Languages) language?: Language;
}

export class ChangeAdminRoleRequest extends ChangeAdminRoleBody {
  @IsUUID()
  actorId!: string;

  @IsUUID()
  id!: string;
}

export interface ListAdminAccountsAnswer {
  accounts: AdminAccountDto[];
}

/**
 * A change of an account: the account afterwards, and whether anything changed (the gateway ends the admin's
 * sessions only then: a role given again or a deactivated account deactivated again ends nothing).
 */
export interface AdminAccountChangeAnswer {
  account: AdminAccountDto;
  changed: boolean;
}
