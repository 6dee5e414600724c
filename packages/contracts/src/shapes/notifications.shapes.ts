/**
 * Notifications as they cross the wire (spec part 1 §2 "Notifications page", §3, §4; issue 13).
 * No decorators or Node modules: the web imports this file.
 */

import type { MemberStatus, Scheme } from './member.shapes';

/** Notification types of the send form (spec part 1 §3). */
export const NotificationTypes = ['general', 'renewal_reminder', 'payment_due'] as const;
export type NotificationType = (typeof NotificationTypes)[number];

export const NotificationTypeLabels: Readonly<Record<NotificationType, string>> = {
  general: 'General',
  renewal_reminder: 'Renewal Reminder',
  payment_due: 'Payment Due',
};

/** Who a sent notification reached: everyone, one status, one scheme's members, or one member. */
export const NotificationAudiences = ['all', 'status', 'scheme', 'member'] as const;
export type NotificationAudience = (typeof NotificationAudiences)[number];

/** Kinds of the admin inbox: things an admin must act on. */
export const AdminInboxKinds = [
  'registration',
  'renewal_request',
  'correction_request',
  'data_request',
  'payment_received',
  'payment_conflict',
  'email_failed',
] as const;
export type AdminInboxKind = (typeof AdminInboxKinds)[number];

export const AdminInboxKindLabels: Readonly<Record<AdminInboxKind, string>> = {
  registration: 'New Registration',
  renewal_request: 'Renewal Request',
  correction_request: 'Correction Request',
  data_request: 'Data Request',
  payment_received: 'Payment Received',
  payment_conflict: 'Payment Conflict',
  email_failed: 'E-mail Failed',
};

/** Body of POST /api/notifications: no audience field means all members. */
export interface SendNotificationFields {
  title: string;
  message: string;
  type: NotificationType;
  /** Members of this status (expired counts members whose end date has passed). */
  status?: MemberStatus;
  /** Members opted into this scheme. */
  scheme?: Scheme;
  /** One member (uuid). */
  memberId?: string;
  /** E-mail it as well (to each addressee with an e-mail address). */
  email?: boolean;
  /**
   * Issue 33: also tell it on these channels, to each addressee who opted in to that channel (a short message with
   * the title and the portal's link: the association_notice template).
   */
  channels?: Array<'whatsapp' | 'sms'>;
}

/**
 * One item of the reader's list: for a member their own and broadcast notifications; for an admin
 * the inbox (`type` is then an AdminInboxKind and `link` where to act on it).
 */
export interface NotificationDto {
  id: string;
  /** The addressee (a member's list) or null (the admin inbox). */
  memberId: string | null;
  title: string;
  message: string;
  type: NotificationType | AdminInboxKind | (string & {});
  isRead: boolean;
  sentAt: string;
  link?: string | null;
  /**
   * Admin inbox: when what the item asks for was done (registration approved, rejected or deleted; renewal
   * completed or declined; payment conflict settled; failed e-mail delivered on retry). A resolved item no
   * longer counts as unread.
   */
  resolvedAt?: string | null;
  /** Why it is resolved, in words: "Approved", "Renewal declined", "Delivered on retry", … */
  resolution?: string | null;
}

/** E-mail delivery of a sent notification, from the delivery log. */
export interface DeliveryCounts {
  /** Addressees in the portal. */
  recipients: number;
  /** E-mails handed to the mail server. */
  delivered: number;
  /** E-mails queued or being sent. */
  pending: number;
  /** E-mails given up. */
  failed: number;
  /**
   * Issue 33: the notification's WhatsApp messages (to members who chose WhatsApp) by the provider's last status;
   * absent when none went by WhatsApp.
   */
  whatsApp?: WhatsAppDeliveryCounts;
  /** Issue 33: its SMS (to members who chose SMS) by MSG91's last report (`read` stays 0); absent when none. */
  sms?: WhatsAppDeliveryCounts;
}

/** WhatsApp messages by their last status: accepted (sent), delivered to the phone, read, waiting, or failed. */
export interface WhatsAppDeliveryCounts {
  sent: number;
  delivered: number;
  read: number;
  pending: number;
  failed: number;
}

/** A notification an admin (or a reminder) sent, with its audience and delivery. */
export interface SentNotificationDto {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  audience: NotificationAudience;
  /** The status, scheme or member uuid the audience names (null for all members). */
  audienceValue: string | null;
  /** For a one-member audience: the member's name and member id as known when sent. */
  audienceLabel: string | null;
  email: boolean;
  sentAt: string;
  delivery: DeliveryCounts;
}

/**
 * The Notifications page's tiles, computed from notifications and the delivery log. Each counts one thing:
 * notifications (sends), members reached, or e-mails.
 */
export interface NotificationStats {
  /** Notifications sent since midnight, India time (one per send, however many it reached). */
  sentToday: number;
  /** Members those notifications reached (addressees), since midnight India time. */
  recipientsToday: number;
  /** Notification e-mails handed to the mail server, waiting, and given up (all time). */
  delivered: number;
  pending: number;
  failed: number;
}

/** The tiles' labels: each names its unit. */
export const NotificationStatLabels: Readonly<Record<keyof NotificationStats, string>> = {
  sentToday: 'Notifications sent today',
  recipientsToday: 'Members reached today',
  delivered: 'E-mails delivered',
  pending: 'E-mails pending',
  failed: 'E-mails failed',
};

/** GET /api/notifications/unread-count: the header badge. */
export interface UnreadCountAnswer {
  unreadCount: number;
}

/**
 * What the notifications service answers a reader (ListNotifications). The gateway serves it as four
 * routes: GET /api/notifications (the list, as the spec's table says), /unread-count, /sent and /stats.
 */
export interface NotificationsAnswer {
  /** The reader's list, newest first: a member's notifications, or an admin's inbox. */
  items: NotificationDto[];
  /** The reader's unread ones (the header badge). */
  unreadCount: number;
  /** Admins only: the notifications sent, newest first. */
  sent?: SentNotificationDto[];
  /** Admins only: the page's tiles. */
  stats?: NotificationStats;
}

/** GET /api/notifications/page: one page of the reader's list, newest first, with how many there are in all. */
export interface NotificationsPage {
  items: NotificationDto[];
  /** Items in the whole list (every page). */
  total: number;
  page: number;
  limit: number;
  /** The reader's unread ones (an admin's: unresolved and unread). */
  unreadCount: number;
}

/** POST /api/notifications/read-all: how many were marked now, and what is left unread (0). */
export interface MarkAllNotificationsReadAnswer {
  marked: number;
  unreadCount: number;
}

/** Why an audience leaves a member out (members who are neither deleted nor in the audience). */
export const AudienceLeftOutReasons = [
  'pending',
  'rejected',
  'suspended',
  'active',
  'expired',
  'not_in_scheme',
  'other_member',
] as const;
export type AudienceLeftOutReason = (typeof AudienceLeftOutReasons)[number];

export const AudienceLeftOutLabels: Readonly<Record<AudienceLeftOutReason, string>> = {
  pending: 'pending approval',
  rejected: 'rejected',
  suspended: 'suspended',
  active: 'active',
  expired: 'expired',
  not_in_scheme: 'not in the scheme',
  other_member: 'other members',
};

/**
 * GET /api/notifications/audience: who a send would reach before it is sent (the confirmation dialog), and who
 * the audience leaves out and why.
 */
export interface AudiencePreviewAnswer {
  audience: NotificationAudience;
  /** "All members", "Suspended members", "ESI members", "Ravi Kumar (KPA-0001)". */
  label: string;
  /** Members the notification would reach. */
  recipients: number;
  /** Members in the portal (not deleted): the "of" in "44 of 61". */
  members: number;
  /** Members left out, by reason (only reasons with a count), largest first. */
  leftOut: Array<{ reason: AudienceLeftOutReason; label: string; count: number }>;
  /** Recipients without an e-mail address: with "Also send by e-mail" they see it in the portal only. */
  withoutEmail: number;
  /** The whole answer in words: "All members: 44 of 61 — 17 left out: 12 pending approval, 5 suspended". */
  summary: string;
}

/** POST /api/notifications: what was sent and whom it reached. */
export interface SendNotificationAnswer {
  notification: SentNotificationDto;
}

/** POST /api/notifications/{id}/read. */
export interface MarkNotificationReadAnswer {
  id: string;
  isRead: true;
  unreadCount: number;
}
