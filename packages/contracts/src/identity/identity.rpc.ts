import { Rpc } from '../common/rpc';
import type { LanguageAnswer, SetAdminLanguageRequest } from '../i18n/account-language.dto';
import {
  AdminNewDeviceSignInRequest,
  ChangeAdminPasswordRequest,
  UpdateAdminProfileAnswer,
  UpdateAdminProfileRequest,
} from './admin-account.dto';
import * as A from './admin-accounts.dto';
import { AdminLoginAnswer, AdminLoginRequest } from './admin-login.dto';
import { GetAdminAnswer, GetAdminRequest } from './get-admin.dto';
import { IdentitySubjects as S } from './identity.subjects';
import { MemberLoginAnswer, MemberLoginRequest } from './member-login.dto';
import * as P from './password-flows.dto';
import * as T from './two-factor.dto';

export interface IdentityRpc {
  [S.AdminLogin]: Rpc<AdminLoginRequest, AdminLoginAnswer>;
  [S.GetAdmin]: Rpc<GetAdminRequest, GetAdminAnswer>;
  [S.MemberLogin]: Rpc<MemberLoginRequest, MemberLoginAnswer>;
  [S.SetupPassword]: Rpc<P.SetupPasswordRequest, P.PasswordFlowAnswer>;
  [S.ForgotPassword]: Rpc<P.ForgotPasswordRequest, P.PasswordFlowAnswer>;
  [S.ResetPassword]: Rpc<P.ResetPasswordRequest, P.PasswordChangedAnswer>;
  [S.VerifyResetToken]: Rpc<P.VerifyResetTokenRequest, P.VerifyResetTokenAnswer>;
  [S.VerifySetupToken]: Rpc<P.VerifySetupTokenRequest, P.VerifySetupTokenAnswer>;
  [S.ChangePassword]: Rpc<P.ChangePasswordRequest, P.PasswordChangedAnswer>;
  [S.ChangeAdminPassword]: Rpc<ChangeAdminPasswordRequest, P.PasswordFlowAnswer>;
  [S.UpdateAdminProfile]: Rpc<UpdateAdminProfileRequest, UpdateAdminProfileAnswer>;
  [S.SetAdminLanguage]: Rpc<SetAdminLanguageRequest, LanguageAnswer>;
  [S.AdminNewDeviceSignIn]: Rpc<AdminNewDeviceSignInRequest, { success: true }>;
  [S.ListAdminAccounts]: Rpc<A.AdminActorRequest, A.ListAdminAccountsAnswer>;
  [S.InviteAdmin]: Rpc<A.InviteAdminRequest, A.AdminAccountDto>;
  [S.ReinviteAdmin]: Rpc<A.ReinviteAdminRequest, A.AdminAccountDto>;
  [S.ChangeAdminRole]: Rpc<A.ChangeAdminRoleRequest, A.AdminAccountChangeAnswer>;
  [S.DeactivateAdmin]: Rpc<A.AdminAccountActionRequest, A.AdminAccountChangeAnswer>;
  [S.ReactivateAdmin]: Rpc<A.AdminAccountActionRequest, A.AdminAccountChangeAnswer>;
  [S.ResetAdminTwoFactor]: Rpc<A.AdminAccountActionRequest, A.AdminAccountDto>;
  [S.VerifyAdminInvitation]: Rpc<A.VerifyAdminInvitationQuery, A.VerifyAdminInvitationAnswer>;
  [S.AcceptAdminInvitation]: Rpc<A.AcceptAdminInvitationBody, P.PasswordFlowAnswer>;
  [S.SetUpAdminTwoFactor]: Rpc<T.AdminTwoFactorActorRequest, T.TwoFactorSetupAnswer>;
  [S.EnableAdminTwoFactor]: Rpc<T.EnableAdminTwoFactorRequest, T.TwoFactorRecoveryCodesAnswer>;
  [S.DisableAdminTwoFactor]: Rpc<T.DisableAdminTwoFactorRequest, P.PasswordFlowAnswer>;
  [S.RenewAdminRecoveryCodes]: Rpc<T.EnableAdminTwoFactorRequest, T.TwoFactorRecoveryCodesAnswer>;
  [S.AdminTwoFactorLogin]: Rpc<T.AdminTwoFactorLoginRequest, T.AdminTwoFactorLoginAnswer>;
  [S.AdminTrustedDeviceLogin]: Rpc<T.AdminTwoFactorActorRequest, T.AdminTwoFactorLoginAnswer>;
}
