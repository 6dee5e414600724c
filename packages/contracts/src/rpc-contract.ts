import { HealthAnswer, HealthRequest, HealthSubjects } from './health/health.dto';
import {
  AdminLoginAnswer,
  AdminLoginRequest,
  GetAdminAnswer,
  GetAdminRequest,
  IdentitySubjects,
} from './identity';

interface Rpc<Req, Res> {
  request: Req;
  response: Res;
}

/**
 * Every request/reply subject with its request and answer types. The gateway's
 * `rpc(subject, payload)` is typed from this map, so a subject without an entry
 * cannot be called.
 */
export interface RpcContract {
  [HealthSubjects.identity]: Rpc<HealthRequest, HealthAnswer>;
  [HealthSubjects.membership]: Rpc<HealthRequest, HealthAnswer>;
  [HealthSubjects.payments]: Rpc<HealthRequest, HealthAnswer>;
  [HealthSubjects.content]: Rpc<HealthRequest, HealthAnswer>;
  [HealthSubjects.notifications]: Rpc<HealthRequest, HealthAnswer>;
  [IdentitySubjects.AdminLogin]: Rpc<AdminLoginRequest, AdminLoginAnswer>;
  [IdentitySubjects.GetAdmin]: Rpc<GetAdminRequest, GetAdminAnswer>;
}

export type RpcSubject = keyof RpcContract;
export type RpcRequest<S extends RpcSubject> = RpcContract[S]['request'];
export type RpcResponse<S extends RpcSubject> = RpcContract[S]['response'];
