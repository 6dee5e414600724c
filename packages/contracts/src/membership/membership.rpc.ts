import type { CardPublicKeysAnswer } from '../shapes/id-cards.shapes';
import { Rpc } from '../common/rpc';
import type { LanguageAnswer, SetMemberLanguageRequest } from '../i18n/account-language.dto';
import type { ConsentDto, PrivacyNoticeAnswer, WithdrawConsentAnswer } from '../shapes/privacy.shapes';
import { MembershipSubjects as S } from './membership.subjects';
import { CreateMemberRequest, UpdateMemberRequest } from './member-input.dto';
import * as R from './member-requests.dto';
import * as K from './correction-requests.dto';
import * as D from './data-requests.dto';
import * as G from './registration.dto';
import { SessionMemberRequest } from './session-member.dto';
import {
  ConfirmEmailChangeAnswer,
  ConfirmEmailChangeRequest,
  RestoreEmailRequest,
  RestoreEmailRpcAnswer,
} from './email-change.dto';
import * as C from './id-cards.dto';
import * as P from '../reports/reports.dto';

export interface MembershipRpc {
  [S.NextId]: Rpc<R.MembershipActorRequest, R.NextIdAnswer>;
  [S.ListMembers]: Rpc<R.ListMembersRequest, R.ListMembersAnswer>;
  [S.BulkMembers]: Rpc<R.BulkMembersRequest, R.BulkMembersAnswer>;
  [S.GetMember]: Rpc<R.MemberByIdRequest, R.MemberAnswer>;
  [S.GetSessionMember]: Rpc<SessionMemberRequest, R.MemberAnswer>;
  [S.SetMemberLanguage]: Rpc<SetMemberLanguageRequest, LanguageAnswer>;
  [S.CreateMember]: Rpc<CreateMemberRequest, R.MemberAnswer>;
  [S.UpdateMember]: Rpc<UpdateMemberRequest, R.MemberAnswer>;
  [S.DeleteMember]: Rpc<R.MemberByIdRequest, R.DeleteMemberAnswer>;
  [S.ApproveMember]: Rpc<R.ApproveMemberRequest, R.ApproveMemberAnswer>;
  [S.RejectMember]: Rpc<R.RejectMemberRequest, R.MemberAnswer>;
  [S.ReturnMemberToPending]: Rpc<R.ReturnMemberToPendingRequest, R.MemberAnswer>;
  [S.BulkImport]: Rpc<R.BulkImportRequest, R.BulkImportAnswer>;
  [S.ExportMembers]: Rpc<R.ExportMembersRequest, R.ExportMembersAnswer>;
  [S.SetMemberFile]: Rpc<R.SetMemberFileRequest, R.SetMemberFileAnswer>;
  [S.ClearMemberFile]: Rpc<R.MemberFileRequest, R.ClearMemberFileAnswer>;
  [S.GetMemberFile]: Rpc<R.MemberFileRequest, R.StoredFileAnswer>;
  [S.ListDocuments]: Rpc<R.MemberByIdRequest, R.MemberDocumentDto[]>;
  [S.AddDocument]: Rpc<R.AddDocumentRequest, R.MemberDocumentDto>;
  [S.DeleteDocument]: Rpc<R.DocumentRequest, R.DeleteDocumentAnswer>;
  [S.GetDocument]: Rpc<R.DocumentRequest, R.StoredFileAnswer>;
  [S.CreateRenewalRequest]: Rpc<R.CreateRenewalRequest, R.RenewalRequestDto>;
  [S.ListRenewalRequests]: Rpc<R.MemberByIdRequest, R.RenewalRequestDto[]>;
  [S.RenewalSettings]: Rpc<R.MembershipActorRequest, R.RenewalSettingsAnswer>;
  [S.GetMembershipFees]: Rpc<R.MembershipActorRequest, R.MembershipFeesAnswer>;
  [S.UpdateMembershipFees]: Rpc<R.UpdateMembershipFeesRequest, R.MembershipFeesAnswer>;
  [S.CompleteRenewalRequest]: Rpc<R.CompleteRenewalRequest, R.RenewalRequestActionAnswer>;
  [S.DeclineRenewalRequest]: Rpc<R.DeclineRenewalRequest, R.RenewalRequestActionAnswer>;
  [S.CreateCorrectionRequest]: Rpc<K.CreateCorrectionRequest, K.CorrectionRequestDto>;
  [S.ListCorrectionRequests]: Rpc<R.MemberByIdRequest, K.CorrectionRequestDto[]>;
  [S.DeclineCorrectionRequest]: Rpc<K.DeclineCorrectionRequest, K.CorrectionRequestDto>;
  [S.RequestErasure]: Rpc<D.RequestErasureRequest, D.DataRequestDto>;
  [S.ListMemberDataRequests]: Rpc<R.MemberByIdRequest, D.DataRequestDto[]>;
  [S.ListDataRequests]: Rpc<D.ListDataRequestsRequest, D.DataRequestListItemDto[]>;
  [S.DeclineDataRequest]: Rpc<D.DeclineDataRequestRequest, D.DataRequestDto>;
  [S.CompleteErasure]: Rpc<D.CompleteErasureRequest, D.DataRequestDto>;
  [S.ListMemberActivity]: Rpc<R.MemberByIdRequest, R.MemberActivityEntryDto[]>;
  [S.Stats]: Rpc<R.MembershipActorRequest, R.MemberStatsAnswer>;
  [S.Register]: Rpc<G.RegisterRequest, G.RegisterAnswer>;
  [S.RegistrationStatus]: Rpc<Record<string, never>, G.RegistrationStatusAnswer>;
  [S.AssertRegistrationOpen]: Rpc<Record<string, never>, G.RegistrationStatusAnswer>;
  [S.GetPrivacyNotice]: Rpc<Record<string, never>, PrivacyNoticeAnswer>;
  [S.ListConsents]: Rpc<R.MemberByIdRequest, ConsentDto[]>;
  [S.WithdrawConsent]: Rpc<R.MembershipActorRequest, WithdrawConsentAnswer>;
  [S.GetRegistrationSettings]: Rpc<R.MembershipActorRequest, G.RegistrationSettingsDto>;
  [S.UpdateRegistrationSettings]: Rpc<G.UpdateRegistrationSettingsRequest, G.RegistrationSettingsDto>;
  [S.ConfirmEmailChange]: Rpc<ConfirmEmailChangeRequest, ConfirmEmailChangeAnswer>;
  [S.RestoreEmail]: Rpc<RestoreEmailRequest, RestoreEmailRpcAnswer>;
  [S.ListIdCards]: Rpc<C.ListIdCardsRequest, C.ListIdCardsAnswer>;
  [S.GenerateIdCards]: Rpc<C.GenerateIdCardsRequest, C.GenerateIdCardsAnswer>;
  [S.GetIdCardJob]: Rpc<C.IdCardJobRequest, C.IdCardJobAnswer>;
  [S.IdCardStats]: Rpc<R.MembershipActorRequest, C.IdCardStatsAnswer>;
  [S.GetIdCard]: Rpc<C.IdCardFileRequest, R.StoredFileAnswer>;
  [S.GetCertificate]: Rpc<R.MemberByIdRequest, R.StoredFileAnswer>;
  [S.VerifyMember]: Rpc<C.VerifyMemberRequest, C.VerifyMemberAnswer>;
  [S.GetVerifiedPhoto]: Rpc<C.VerifyMemberRequest, R.StoredFileAnswer>;
  [S.ListCardPublicKeys]: Rpc<Record<string, never>, CardPublicKeysAnswer>;
  [S.ExportReport]: Rpc<P.ExportReportRequest, P.ExportReportAnswer>;
  [S.ListReportExports]: Rpc<P.ListReportExportsRequest, P.ListReportExportsAnswer>;
  [S.GetReportExport]: Rpc<P.ReportExportRequest, P.ReportFileAnswer>;
}
