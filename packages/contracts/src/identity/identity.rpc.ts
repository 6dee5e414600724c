import { Rpc } from '../common/rpc';
import { AdminLoginAnswer, AdminLoginRequest } from './admin-login.dto';
import { GetAdminAnswer, GetAdminRequest } from './get-admin.dto';
import { IdentitySubjects as S } from './identity.subjects';

export interface IdentityRpc {
  [S.AdminLogin]: Rpc<AdminLoginRequest, AdminLoginAnswer>;
  [S.GetAdmin]: Rpc<GetAdminRequest, GetAdminAnswer>;
}
