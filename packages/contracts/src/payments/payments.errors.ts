export enum PaymentsErrorCode {
  PaymentRecordNotFound = 'PAYMENTS_RECORD_NOT_FOUND',
}
