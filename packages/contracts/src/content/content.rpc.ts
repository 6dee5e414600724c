import { Rpc } from '../common/rpc';
import { ContentSubjects as S } from './content.subjects';

export interface ContentRpc {
  [S.CountEvents]: Rpc<Record<string, never>, { totalEvents: number }>;
}
