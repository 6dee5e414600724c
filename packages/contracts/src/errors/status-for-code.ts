import { ContentErrorCode } from '../content/content.errors';
import { IdentityErrorCode } from '../identity/identity.errors';
import { MembershipErrorCode } from '../membership/membership.errors';
import { NotificationsErrorCode } from '../notifications/notifications.errors';
import { PaymentsErrorCode } from '../payments/payments.errors';
import { CommonErrorCode, ErrorCode } from './error-codes';

function assertNever(code: never): never {
  throw new Error(`Unmapped error code: ${String(code)}`);
}

/**
 * HTTP status for a wire error code. Exhaustive: adding a code without a case
 * here fails to compile.
 */
export function statusForErrorCode(code: ErrorCode): number {
  switch (code) {
    case CommonErrorCode.ValidationFailed:
    case MembershipErrorCode.InvalidImportFile:
    case MembershipErrorCode.InvalidEmailChangeToken:
    case IdentityErrorCode.InvalidSetupToken:
    case IdentityErrorCode.InvalidResetToken:
    case IdentityErrorCode.WrongCurrentPassword:
    case IdentityErrorCode.WeakPassword:
    case IdentityErrorCode.InvalidInvitationToken:
    case IdentityErrorCode.InvalidTwoFactorCode:
    case PaymentsErrorCode.OnlinePaymentDisabled:
    case PaymentsErrorCode.OnlinePaymentNotConfigured:
    case PaymentsErrorCode.SchemeNotOpted:
    case PaymentsErrorCode.VerificationFailed:
    case PaymentsErrorCode.InvalidWebhookSignature:
      return 400;
    case CommonErrorCode.Unauthenticated:
    case CommonErrorCode.SessionExpired:
    case IdentityErrorCode.InvalidAdminCredentials:
    case IdentityErrorCode.InvalidMemberCredentials:
    case IdentityErrorCode.TwoFactorNotPending:
    case MembershipErrorCode.SessionNotAllowed:
      return 401;
    case CommonErrorCode.Forbidden:
    case MembershipErrorCode.RegistrationClosed:
    case IdentityErrorCode.MembershipPending:
    case IdentityErrorCode.MembershipSuspended:
      return 403;
    case CommonErrorCode.NotFound:
    case IdentityErrorCode.UserNotFound:
    case MembershipErrorCode.MemberNotFound:
    case MembershipErrorCode.DocumentNotFound:
    case MembershipErrorCode.FileNotFound:
    case MembershipErrorCode.RenewalRequestNotFound:
    case MembershipErrorCode.CorrectionRequestNotFound:
    case MembershipErrorCode.DataCopyNotFound:
    case MembershipErrorCode.DataRequestNotFound:
    case MembershipErrorCode.InvalidVerificationLink:
    case MembershipErrorCode.IdCardJobNotFound:
    case ContentErrorCode.EventNotFound:
    case ContentErrorCode.GalleryItemNotFound:
    case ContentErrorCode.SchemeDocumentNotFound:
    case ContentErrorCode.MemberNotFound:
    case NotificationsErrorCode.NotificationNotFound:
    case PaymentsErrorCode.PaymentRecordNotFound:
    case PaymentsErrorCode.SchemeSettingNotFound:
    case PaymentsErrorCode.MemberNotFound:
    case PaymentsErrorCode.OrderNotFound:
    case PaymentsErrorCode.ReceiptNotAvailable:
    case PaymentsErrorCode.RefundNotFound:
    case PaymentsErrorCode.CreditNoteNotAvailable:
    case PaymentsErrorCode.MandateNotFound:
      return 404;
    case CommonErrorCode.Conflict:
    case IdentityErrorCode.AdminEmailTaken:
    case IdentityErrorCode.AdminNotInvited:
    case IdentityErrorCode.LastAdministrator:
    case IdentityErrorCode.CannotDeactivateSelf:
    case IdentityErrorCode.TwoFactorAlreadyEnabled:
    case IdentityErrorCode.TwoFactorNotEnabled:
    case IdentityErrorCode.TwoFactorSetupNotStarted:
    case IdentityErrorCode.CannotResetOwnTwoFactor:
    case MembershipErrorCode.DuplicateMemberId:
    case MembershipErrorCode.DuplicateEmail:
    case MembershipErrorCode.DuplicatePhone:
    case MembershipErrorCode.NotPending:
    case MembershipErrorCode.RenewalRequestNotOpen:
    case MembershipErrorCode.CorrectionRequestNotOpen:
    case MembershipErrorCode.CorrectionAlreadyRequested:
    case MembershipErrorCode.DataCopyNotReady:
    case MembershipErrorCode.DataRequestNotOpen:
    case MembershipErrorCode.ErasureAlreadyRequested:
    case MembershipErrorCode.NotApproved:
    case MembershipErrorCode.RenewalNotYetOpen:
    case PaymentsErrorCode.MemberNotActive:
    case PaymentsErrorCode.AlreadyPaid:
    case PaymentsErrorCode.MonthTaken:
    case PaymentsErrorCode.DuplicatePayment:
    case PaymentsErrorCode.NotRefundable:
    case PaymentsErrorCode.RefundTooLarge:
    case PaymentsErrorCode.MandateState:
    case ContentErrorCode.MemberNotActive:
    case ContentErrorCode.EventFull:
    case ContentErrorCode.EventNotOpen:
      return 409;
    // Issue 32: an expired copy of a member's data is gone for good; a new one is asked for instead.
    case MembershipErrorCode.DataCopyExpired:
      return 410;
    case IdentityErrorCode.PasswordSetupRequired:
      return 422;
    case CommonErrorCode.PayloadTooLarge:
      return 413;
    case CommonErrorCode.UnsupportedMediaType:
    case ContentErrorCode.MediaUnreadable:
      return 415;
    case CommonErrorCode.RateLimited:
      return 429;
    case CommonErrorCode.Internal:
      return 500;
    case CommonErrorCode.ServiceUnavailable:
    case PaymentsErrorCode.GatewayUnavailable:
      return 503;
    default:
      return assertNever(code);
  }
}
