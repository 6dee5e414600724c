import { randomBytes } from 'node:crypto';
import { MessageStore } from './message-store';

/** A delivery report's outcome as MSG91 numbers it: 1 delivered, 2 failed, 16 rejected (others exist). */
export type Msg91ReportStatus = 'delivered' | 'failed' | 'rejected';

/** One SMS as the stand-in received it through the Flow API (one per recipient of a request). */
export interface SentSms {
  /** MSG91's request id, answered to the sender (`message`) and named in every delivery report (`requestId`). */
  requestId: string;
  /** The recipient (`mobiles`): digits with the country code. */
  to: string;
  /** The MSG91 template id (`template_id`, or the older `flow_id`), mapped to a DLT template id in the panel. */
  templateId: string;
  /** The recipient's template variables (VAR1, VAR2 … in the template's order). */
  variables: Record<string, string>;
  /** The request body as sent. */
  request: unknown;
  receivedAt: Date;
  /** Delivery reports sent to the webhook so far, oldest first. */
  reports: Msg91ReportStatus[];
}

/** A reply a test or a developer made as the member (an inbound SMS to the virtual number). */
export interface InboundSms {
  id: string;
  from: string;
  text: string;
  receivedAt: Date;
}

/** MSG91's request ids are 24 hex digits. */
export function msg91RequestId(): string {
  return randomBytes(12).toString('hex');
}

/** What the stand-in keeps in memory (message-store.ts). */
export function newSmsStore(): MessageStore<SentSms, InboundSms> {
  return new MessageStore<SentSms, InboundSms>('SMS');
}
