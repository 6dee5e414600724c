import { Rpc } from '../common/rpc';
import { PaymentsSubjects as S } from './payments.subjects';
import * as P from './payments.dto';
import * as St from './statements';

export interface PaymentsRpc {
  [S.ListSchemeSettings]: Rpc<P.PaymentsActorRequest, P.SchemeSettingDto[]>;
  [S.UpdateSchemeSetting]: Rpc<P.UpdateSchemeSettingRequest, P.SchemeSettingDto>;
  [S.ListPaymentRecords]: Rpc<P.ListPaymentRecordsRequest, P.ListPaymentRecordsAnswer>;
  [S.CreatePaymentRecord]: Rpc<P.CreatePaymentRecordRequest, P.PaymentRecordDto>;
  [S.UpdatePaymentRecord]: Rpc<P.UpdatePaymentRecordRequest, P.PaymentRecordDto>;
  [S.ExportPaymentRecords]: Rpc<P.ExportPaymentRecordsRequest, P.ExportPaymentRecordsAnswer>;
  [S.GetReceipt]: Rpc<P.ReceiptFileRequest, P.ReceiptFileAnswer>;
  [S.ListSchemeMembers]: Rpc<P.ListSchemeMembersRequest, P.ListSchemeMembersAnswer>;
  [S.MemberMonths]: Rpc<P.MemberMonthsRequest, P.MemberMonthsAnswer>;
  [S.ListMonthClashes]: Rpc<P.PaymentsActorRequest, P.MonthClashDto[]>;
  [S.Stats]: Rpc<P.PaymentStatsRequest, P.PaymentStatsAnswer>;
  [S.Statement]: Rpc<St.StatementRequest, St.StatementAnswer>;
  [S.StatementFile]: Rpc<St.StatementFileRequest, St.StatementFileAnswer>;
  [S.CreateOrder]: Rpc<P.CreateOrderRequest, P.CreateOrderAnswer>;
  [S.CreateFeeOrder]: Rpc<P.CreateFeeOrderRequest, P.CreateOrderAnswer>;
  [S.VerifyPayment]: Rpc<P.VerifyPaymentRequest, P.VerifyPaymentAnswer>;
  [S.ReceiveWebhook]: Rpc<P.ReceiveWebhookRequest, P.ReceiveWebhookAnswer>;
}
