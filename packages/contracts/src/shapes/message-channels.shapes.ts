/** Channels a member can choose for association messages besides e-mail and the portal (issue 33). */
export const MessageChannels = ['whatsapp', 'sms'] as const;
export type MessageChannelName = (typeof MessageChannels)[number];

/** A member's choice of one channel. */
export interface MessageChannelDto {
  channel: MessageChannelName;
  /** Opted in and not out: dues and renewal reminders, approvals and receipts go there too. */
  enabled: boolean;
  /** The number messages go to (digits with the country code), or null before the first opt-in. */
  phone: string | null;
  /** When the member consented (the latest opt-in), ISO. */
  optedInAt: string | null;
  optedOutAt: string | null;
  /** 'member' (in Profile Settings) or 'stop_reply' (they replied STOP). */
  optOutSource: string | null;
}

/** The channels offered, each with the member's choice. */
export interface MessageChannelsAnswer {
  channels: MessageChannelDto[];
}
