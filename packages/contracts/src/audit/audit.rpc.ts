import { Rpc } from '../common/rpc';
import { AuditListAnswer, AuditListRequest, AuditSubjects as S } from './audit.dto';

export interface AuditRpc {
  [S.identity]: Rpc<AuditListRequest, AuditListAnswer>;
  [S.membership]: Rpc<AuditListRequest, AuditListAnswer>;
  [S.payments]: Rpc<AuditListRequest, AuditListAnswer>;
  [S.content]: Rpc<AuditListRequest, AuditListAnswer>;
  [S.notifications]: Rpc<AuditListRequest, AuditListAnswer>;
}
