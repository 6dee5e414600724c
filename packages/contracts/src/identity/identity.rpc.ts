import { Rpc } from '../common/rpc';
import {
  AdminNewDeviceSignInRequest,
  ChangeAdminPasswordRequest,
  UpdateAdminProfileAnswer,
  UpdateAdminProfileRequest,
} from './admin-account.dto';
import { AdminLoginAnswer, AdminLoginRequest } from './admin-login.dto';
import { GetAdminAnswer, GetAdminRequest } from './get-admin.dto';
import { IdentitySubjects as S } from './identity.subjects';
import { MemberLoginAnswer, MemberLoginRequest } from './member-login.dto';
import * as P from './password-flows.dto';

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
  [S.AdminNewDeviceSignIn]: Rpc<AdminNewDeviceSignInRequest, { success: true }>;
}
