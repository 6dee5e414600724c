import { MessagingFailure, MessagingPort, OutgoingMessage, SentMessage } from './messaging-port';

export interface Msg91SmsSettings {
  /** https://control.msg91.com, or the local stand-in's URL. */
  apiUrl: string;
  authKey: string;
  /** MSG91 template id per message template: `dues_reminder`, or `dues_reminder.kn` for its Kannada version. */
  templateIds: Record<string, string>;
  timeoutMs?: number;
}

interface FlowAnswer {
  type?: string;
  /** The request id on success, the reason on an error. */
  message?: string;
  code?: string | number;
}

/** MSG91 answers some refusals with 200 and type error; these are the operator's to fix, so they are retried. */
const OPERATOR_FIXES = /authenticat|authkey|balance|credit|ip not whitelisted/i;

/**
 * The SMS adapter over MSG91's Flow API: `POST /api/v5/flow` with the `authkey` header and
 * `{ template_id, short_url: '0', recipients: [{ mobiles, VAR1, VAR2, … }] }`. The template id is MSG91's, mapped to
 * the DLT template id (and the DLT sender id) in the MSG91 panel; the variables are the template's ##VAR1## … in the
 * order the WhatsApp template takes its parameters. Success is `{ type: 'success', message: <request id> }`; the
 * request id is what delivery reports name. 5xx, 429, 401, a timeout or a network error is an outage, retried; a
 * refusal of this message (a bad number, an unknown template) is permanent.
 */
export class Msg91SmsAdapter implements MessagingPort {
  readonly channel = 'sms' as const;

  constructor(
    private readonly settings: Msg91SmsSettings,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  /** The MSG91 template id for a template in a language; the English one when no Kannada one is set. */
  templateId(template: string, language: string): string | undefined {
    return this.settings.templateIds[`${template}.${language}`] ?? this.settings.templateIds[template];
  }

  async send(message: OutgoingMessage): Promise<SentMessage> {
    const templateId = this.templateId(message.template, message.language);
    if (!templateId) {
      throw new MessagingFailure(`no MSG91 template id for ${message.template} (MSG91_TEMPLATE_IDS)`, true);
    }
    let response: Response;
    try {
      response = await this.fetchFn(`${this.settings.apiUrl.replace(/\/+$/, '')}/api/v5/flow`, {
        method: 'POST',
        headers: { authkey: this.settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(flowBody(templateId, message)),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new MessagingFailure(`MSG91 unreachable: ${(error as Error).message}`, false);
    }
    const answer = (await response.json().catch(() => ({}))) as FlowAnswer;
    if (response.ok && answer.type === 'success' && typeof answer.message === 'string' && answer.message) {
      return { providerMessageId: answer.message };
    }
    const reason = answer.message ?? response.statusText;
    const detail = `MSG91 ${response.status}${answer.code ? ` (code ${answer.code})` : ''}: ${reason}`;
    const outage =
      response.status >= 500 || response.status === 429 || response.status === 401 || OPERATOR_FIXES.test(reason);
    throw new MessagingFailure(detail.slice(0, 500), !outage);
  }
}

/** The Flow API's body for one recipient: the parameters become VAR1, VAR2 … */
export function flowBody(templateId: string, message: OutgoingMessage) {
  const variables = Object.fromEntries(message.parameters.map((value, i) => [`VAR${i + 1}`, value]));
  return { template_id: templateId, short_url: '0', recipients: [{ mobiles: message.to, ...variables }] };
}
