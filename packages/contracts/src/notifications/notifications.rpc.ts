import { Rpc } from '../common/rpc';
import { SendContactMessageAnswer, SendContactMessageRequest } from './contact-message.dto';
import { NotificationsSubjects as S } from './notifications.subjects';

export interface NotificationsRpc {
  [S.SendContactMessage]: Rpc<SendContactMessageRequest, SendContactMessageAnswer>;
}
