/**
 * When a failed e-mail is tried again. While SMTP fails we keep retrying with
 * exponential backoff (1 s, 2 s, 4 s … capped at 60 s) for a whole day, so an
 * outage of the mail server delays e-mails but does not lose them. Only a
 * refusal of this one message (a 5xx answer to its recipient or its content),
 * or an attachment that can never be sent, fails it at once: retrying could not help.
 */
export const RetryPolicy = {
  firstDelayMs: 1000,
  maxDelayMs: 60_000,
  giveUpAfterMs: 24 * 60 * 60 * 1000,
} as const;

/** Delay before the next try, after `failures` failed attempts (1 = the first one failed). */
export function retryDelayMs(failures: number): number {
  const exponent = Math.max(0, Math.min(failures - 1, 30));
  return Math.min(RetryPolicy.firstDelayMs * 2 ** exponent, RetryPolicy.maxDelayMs);
}

export interface SmtpFailure {
  code?: string;
  command?: string;
  responseCode?: number;
  message?: string;
  /** Set by our own checks (an attachment too large to send): no retry can help. */
  permanent?: boolean;
}

/**
 * A permanent refusal of this message: 5xx to RCPT TO (no such mailbox) or to
 * DATA (content refused). A 5xx at connect or login is a configuration problem
 * the operator fixes, so those keep being retried like any outage.
 */
export function isPermanentRefusal(error: SmtpFailure): boolean {
  const code = error.responseCode ?? 0;
  if (code < 500 || code > 599) return false;
  return error.command === 'RCPT TO' || error.command === 'DATA' || error.code === 'EENVELOPE';
}

export type FailureOutcome = { status: 'queued'; retryInMs: number } | { status: 'failed' };

/** What to do with a message whose attempt number `failures` just failed. */
export function afterFailure(error: SmtpFailure, failures: number, queuedAt: Date, now: Date): FailureOutcome {
  if (error.permanent || isPermanentRefusal(error)) return { status: 'failed' };
  if (now.getTime() - queuedAt.getTime() >= RetryPolicy.giveUpAfterMs) return { status: 'failed' };
  return { status: 'queued', retryInMs: retryDelayMs(failures) };
}
