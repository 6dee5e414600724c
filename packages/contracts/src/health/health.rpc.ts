import { Rpc } from '../common/rpc';
import { HealthAnswer, HealthRequest, HealthSubjects as S } from './health.dto';

export interface HealthRpc {
  [S.identity]: Rpc<HealthRequest, HealthAnswer>;
  [S.membership]: Rpc<HealthRequest, HealthAnswer>;
  [S.payments]: Rpc<HealthRequest, HealthAnswer>;
  [S.content]: Rpc<HealthRequest, HealthAnswer>;
  [S.notifications]: Rpc<HealthRequest, HealthAnswer>;
}
