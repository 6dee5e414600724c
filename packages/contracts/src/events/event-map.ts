import type { BackendServiceName } from '../common/service-name';
import type {
  EventCancelledEventData,
  EventChangedEventData,
  EventSignupChangedEventData,
} from '../content/content.dto';
import { ContentEvents } from '../content/content.subjects';
import {
  IdentityEvents,
  type AdminInvitationEventData,
  type AdminTwoFactorChangedEventData,
  type AdminNewDeviceEventData,
  type PasswordChangedEventData,
  type PasswordLinkEventData,
  type ResetLinkRequestedEventData,
} from '../identity/identity.events';
import type { EmailChangedEventData, EmailChangeRequestedEventData } from '../membership/email-change.dto';
import type { CorrectionRequestEventData } from '../membership/correction-requests.dto';
import type { DataCopyReadyEventData } from '../membership/data-copies.dto';
import type {
  DataRequestEventData,
  ErasureCompletedEventData,
  ErasureConfirmedEventData,
} from '../membership/data-requests.dto';
import { NotificationsEvents } from '../notifications/notifications.subjects';
import type { IdCardsGeneratedEventData } from '../membership/id-cards.dto';
import type {
  MemberEventData,
  MemberRenewalEventData,
  MembersImportCompletedEventData,
  MembersImportedEventData,
  RenewalPaymentUnappliedEventData,
  RenewalReminderIssuedEventData,
} from '../membership/member-events.dto';
import { MembershipEvents } from '../membership/membership.subjects';
import type {
  PaymentFailedEventData,
  PaymentRecordedEventData,
  PaymentReminderIssuedEventData,
  ReceiptIssuedEventData,
  RenewalFeeRecordedEventData,
  SchemeSettingUpdatedEventData,
} from '../payments/payments.dto';
import type { PaymentConflictEventData } from '../payments/payment-conflicts';
import type { CreditNoteIssuedEventData, RefundProcessedEventData } from '../payments/refunds';
import { PaymentsEvents } from '../payments/payments.subjects';
import type { DomainEvent } from './domain-event';

/**
 * Every domain event type (its subject after `<ns>.events.`) with the payload its `data` carries, beside
 * the RPC subject map. The outbox writer and the durable consumers are typed from this, so an event
 * without an entry cannot be written or consumed, and a payload of the wrong shape does not compile.
 */
export interface EventPayloads {
  [IdentityEvents.SetupLinkIssued]: PasswordLinkEventData;
  [IdentityEvents.ResetLinkIssued]: PasswordLinkEventData;
  [IdentityEvents.ResetLinkRequested]: ResetLinkRequestedEventData;
  [IdentityEvents.PasswordChanged]: PasswordChangedEventData;
  [IdentityEvents.AdminNewDeviceSignIn]: AdminNewDeviceEventData;
  [IdentityEvents.AdminInvitationIssued]: AdminInvitationEventData;
  [IdentityEvents.AdminTwoFactorChanged]: AdminTwoFactorChangedEventData;

  [MembershipEvents.MemberCreated]: MemberEventData;
  [MembershipEvents.MemberUpdated]: MemberEventData;
  [MembershipEvents.MemberApproved]: MemberEventData;
  [MembershipEvents.MemberRejected]: MemberEventData;
  [MembershipEvents.MemberReturnedToPending]: MemberEventData;
  [MembershipEvents.MemberDeleted]: MemberEventData;
  [MembershipEvents.RenewalRequested]: MemberRenewalEventData;
  [MembershipEvents.MemberRenewed]: MemberRenewalEventData;
  [MembershipEvents.RenewalDeclined]: MemberRenewalEventData;
  [MembershipEvents.MemberExpired]: MemberEventData;
  [MembershipEvents.ImportCompleted]: MembersImportCompletedEventData;
  [MembershipEvents.MembersImported]: MembersImportedEventData;
  [MembershipEvents.EmailChangeRequested]: EmailChangeRequestedEventData;
  [MembershipEvents.EmailChanged]: EmailChangedEventData;
  [MembershipEvents.IdCardsGenerated]: IdCardsGeneratedEventData;
  [MembershipEvents.RenewalReminderIssued]: RenewalReminderIssuedEventData;
  [MembershipEvents.RenewalPaymentUnapplied]: RenewalPaymentUnappliedEventData;
  [MembershipEvents.CorrectionRequested]: CorrectionRequestEventData;
  [MembershipEvents.CorrectionClosed]: CorrectionRequestEventData;
  [MembershipEvents.DataCopyReady]: DataCopyReadyEventData;
  [MembershipEvents.DataRequestRequested]: DataRequestEventData;
  [MembershipEvents.DataRequestClosed]: DataRequestEventData;
  [MembershipEvents.ErasureCompleted]: ErasureCompletedEventData;
  [IdentityEvents.ErasureConfirmed]: ErasureConfirmedEventData;
  [PaymentsEvents.ErasureConfirmed]: ErasureConfirmedEventData;
  [ContentEvents.ErasureConfirmed]: ErasureConfirmedEventData;
  [NotificationsEvents.ErasureConfirmed]: ErasureConfirmedEventData;

  [ContentEvents.EventCreated]: EventChangedEventData;
  [ContentEvents.EventUpdated]: EventChangedEventData;
  [ContentEvents.EventCancelled]: EventCancelledEventData;
  [ContentEvents.EventDeleted]: EventChangedEventData;
  [ContentEvents.EventSignupChanged]: EventSignupChangedEventData;

  [PaymentsEvents.PaymentRecorded]: PaymentRecordedEventData;
  [PaymentsEvents.PaymentFailed]: PaymentFailedEventData;
  [PaymentsEvents.ReceiptIssued]: ReceiptIssuedEventData;
  [PaymentsEvents.SchemeSettingUpdated]: SchemeSettingUpdatedEventData;
  [PaymentsEvents.PaymentReminderIssued]: PaymentReminderIssuedEventData;
  [PaymentsEvents.RefundProcessed]: RefundProcessedEventData;
  [PaymentsEvents.CreditNoteIssued]: CreditNoteIssuedEventData;
  [PaymentsEvents.RenewalFeeRecorded]: RenewalFeeRecordedEventData;
  [PaymentsEvents.PaymentConflictOpened]: PaymentConflictEventData;
  [PaymentsEvents.PaymentConflictResolved]: PaymentConflictEventData;
}

export type EventType = keyof EventPayloads;
export type EventPayload<T extends EventType> = EventPayloads[T];

/**
 * An event of one of the given types. With several, it is a union on `type`, so comparing
 * `event.type` with a constant narrows `data` to that event's payload.
 */
export type EventOf<T extends EventType = EventType> = {
  [K in T]: DomainEvent<EventPayloads[K]> & { type: K };
}[T];

/** The event types whose payload is exactly P: `EventTypesCarrying<MemberEventData>` leaves out renewals. */
export type EventTypesCarrying<P> = {
  [K in EventType]: [EventPayloads[K]] extends [P] ? ([P] extends [EventPayloads[K]] ? K : never) : never;
}[EventType];

/** The event constants of each service that publishes events, as declared beside its RPC subjects. */
export const EventsByService = {
  identity: IdentityEvents,
  membership: MembershipEvents,
  content: ContentEvents,
  payments: PaymentsEvents,
  notifications: NotificationsEvents,
} as const satisfies Partial<Record<BackendServiceName, Record<string, string>>>;

type DeclaredEventType = {
  [S in keyof typeof EventsByService]: (typeof EventsByService)[S][keyof (typeof EventsByService)[S]];
}[keyof typeof EventsByService];

/** Every declared event type, once. */
export const EVENT_TYPES: readonly DeclaredEventType[] = Object.values(EventsByService).flatMap((events) =>
  Object.values<DeclaredEventType>(events),
);

/** Compile-time: an event constant declared without a payload in EventPayloads (never when all have one). */
export type EventTypeWithoutPayload = Exclude<DeclaredEventType, EventType>;

type FamilyOf<T> = T extends `${infer Service}.${infer Entity}.${string}` ? `${Service}.${Entity}.*` : never;

/** Every event of one entity as one NATS filter (`membership.member.*`): `*` stands for one subject token. */
export type EventFamily = FamilyOf<EventType>;

/** What a durable consumer may filter on: one event type, or one entity's family. */
export type EventFilter = EventType | EventFamily;

/** The event types a filter receives (a family's `*` matches one token, as in NATS). */
export type EventTypesOf<F extends EventFilter> = F extends `${infer Prefix}.*`
  ? Exclude<Extract<EventType, `${Prefix}.${string}`>, `${Prefix}.${string}.${string}`>
  : Extract<F, EventType>;

/** The family filter of an event's entity: `membership.member.created` gives `membership.member.*`. */
export function eventFamily<T extends EventType>(type: T): FamilyOf<T> {
  return type.split('.').slice(0, 2).concat('*').join('.') as FamilyOf<T>;
}
