import { MessagingFailure, MessagingPort, OutgoingMessage, SentMessage } from './messaging-port';

export interface WhatsAppCloudSettings {
  /** https://graph.facebook.com, or the local stand-in's URL. */
  apiUrl: string;
  /** Graph API version, e.g. v21.0. */
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs?: number;
}

interface GraphAnswer {
  messages?: Array<{ id?: string }>;
  error?: { message?: string; code?: number };
}

/**
 * The WhatsApp Business Cloud API adapter: `POST /{version}/{phone-number-id}/messages` with an approved template
 * (name, language, body parameters) and the Bearer token. 5xx, 429, a timeout or a network error is an outage,
 * retried by the sender; any other 4xx refuses this message (bad number, unknown template) and is permanent,
 * except an expired or invalid token (code 190), which the operator fixes and which is therefore retried.
 */
export class WhatsAppCloudAdapter implements MessagingPort {
  readonly channel = 'whatsapp' as const;

  constructor(
    private readonly settings: WhatsAppCloudSettings,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async send(message: OutgoingMessage): Promise<SentMessage> {
    const url = `${this.settings.apiUrl.replace(/\/+$/, '')}/${this.settings.apiVersion}/${encodeURIComponent(
      this.settings.phoneNumberId,
    )}/messages`;
    let response: Response;
    try {
      response = await this.fetchFn(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.settings.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(templateMessageBody(message)),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new MessagingFailure(`WhatsApp Cloud API unreachable: ${(error as Error).message}`, false);
    }
    const answer = (await response.json().catch(() => ({}))) as GraphAnswer;
    if (!response.ok) {
      const detail = `WhatsApp Cloud API ${response.status}${answer.error?.code ? ` (code ${answer.error.code})` : ''}: ${
        answer.error?.message ?? response.statusText
      }`;
      const outage = response.status >= 500 || response.status === 429 || answer.error?.code === 190;
      throw new MessagingFailure(detail.slice(0, 500), !outage);
    }
    const id = answer.messages?.[0]?.id;
    if (!id) throw new MessagingFailure('WhatsApp Cloud API answered no message id', false);
    return { providerMessageId: id };
  }
}

/** The Cloud API's body of a template message. */
export function templateMessageBody(message: OutgoingMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.language },
      components: message.parameters.length
        ? [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }]
        : [],
    },
  };
}
