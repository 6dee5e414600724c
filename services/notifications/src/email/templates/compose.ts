import { associationNameIn, DEFAULT_LANGUAGE, EmailMessageId, emailMessage, Language } from '@portal/contracts';

/** What every template knows about the association; all of it comes from configuration. */
export interface MailContext {
  associationName: string;
  supportEmail: string;
  /** PUBLIC_URL: the only source of links in e-mails. */
  publicUrl: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * Building blocks of an e-mail body. They carry plain text only; `composeEmail`
 * escapes every value once, so no template can forget to.
 */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'fields'; rows: Array<[label: string, value: string]> }
  | { kind: 'quote'; text: string }
  | { kind: 'button'; label: string; url: string };

export const paragraph = (text: string): Block => ({ kind: 'paragraph', text });
export const fields = (...rows: Array<[string, string]>): Block => ({ kind: 'fields', rows });
export const quote = (text: string): Block => ({ kind: 'quote', text });
export const button = (label: string, url: string): Block => ({ kind: 'button', label, url });

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A link into the portal: PUBLIC_URL (keeping any path prefix) + path + query. */
export function portalLink(ctx: MailContext, path: string, query: Record<string, string> = {}): string {
  const base = ctx.publicUrl.replace(/\/+$/, '');
  const search = new URLSearchParams(query).toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

/** Subjects are one line: a CR or LF from user input must not start a new header. */
function oneLine(value: string): string {
  const printable = Array.from(value, (char) => (isControl(char.charCodeAt(0)) ? ' ' : char)).join('');
  return printable.replace(/\s+/g, ' ').trim();
}

/** C0 controls (CR, LF, TAB among them) and DEL. */
function isControl(code: number): boolean {
  return code < 0x20 || code === 0x7f;
}

/**
 * The catalogue's texts in `language` (issue 31), with {{association}} filled with the association's name in it:
 * for templates written in the recipient's language.
 */
export function mailTexts(ctx: MailContext, language: Language) {
  const association = associationNameIn(language, ctx.associationName);
  return (id: EmailMessageId, values: Record<string, string | number> = {}) =>
    emailMessage(language, id, { association, ...values });
}

function htmlBlock(block: Block, language: Language): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${multiline(block.text)}</p>`;
    case 'fields':
      return (
        '<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">' +
        block.rows
          .map(
            ([label, value]) =>
              `<tr><td style="padding:2px 16px 2px 0;color:#555">${escapeHtml(label)}</td>` +
              `<td style="padding:2px 0;font-weight:bold">${multiline(value)}</td></tr>`,
          )
          .join('') +
        '</table>'
      );
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #d9d9d9;color:#333">${multiline(block.text)}</blockquote>`;
    case 'button':
      return (
        `<p style="margin:0 0 16px"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:10px 20px;` +
        `background:#1677ff;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(block.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(emailMessage(language, 'email.buttonFallback'))}<br>` +
        `<a href="${escapeHtml(block.url)}">${escapeHtml(block.url)}</a></p>`
      );
  }
}

function textBlock(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'fields':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
    case 'button':
      return `${block.label}:\n${block.url}`;
  }
}

function multiline(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

/** One look for every e-mail: greeting, blocks, signature and a footer with the support address. */
export function composeEmail(
  ctx: MailContext,
  mail: { subject: string; greeting?: string; blocks: Block[]; signOff?: boolean; language?: Language },
): RenderedEmail {
  const language = mail.language ?? DEFAULT_LANGUAGE;
  const subject = oneLine(mail.subject);
  const signOff = mail.signOff ?? true;
  const body: Block[] = [...(mail.greeting ? [paragraph(mail.greeting)] : []), ...mail.blocks];
  const associationName = associationNameIn(language, ctx.associationName);
  const regards = emailMessage(language, 'email.regards');
  const footer = `${associationName} · ${ctx.supportEmail} · ${ctx.publicUrl}`;
  const html =
    `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(subject)}</title></head>` +
    '<body style="margin:0;padding:0;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#222">' +
    '<div style="max-width:600px;margin:0 auto;padding:24px">' +
    `<div style="padding:16px 24px;background:#0f3d73;color:#ffffff;font-size:18px;font-weight:bold">${escapeHtml(associationName)}</div>` +
    '<div style="padding:24px;background:#ffffff">' +
    body.map((block) => htmlBlock(block, language)).join('') +
    (signOff ? `<p style="margin:24px 0 0">${escapeHtml(regards)}<br>${escapeHtml(associationName)}</p>` : '') +
    '</div>' +
    `<div style="padding:12px 24px;font-size:12px;color:#777">${escapeHtml(footer)}</div>` +
    '</div></body></html>';
  const text =
    [...body.map(textBlock), ...(signOff ? [`${regards}\n${associationName}`] : []), `--\n${footer}`].join('\n\n') +
    '\n';
  return { subject, html, text };
}

/** "24 hours", "1 hour": how long a link lasts, from the token's expiry and the time it was issued. */
export function validityOf(
  expiresAt: string,
  issuedAt: string,
  fallbackHours: number,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const hours = Math.round((Date.parse(expiresAt) - Date.parse(issuedAt)) / 3_600_000);
  const shown = Number.isFinite(hours) && hours >= 1 ? hours : fallbackHours;
  return shown === 1
    ? emailMessage(language, 'email.validFor.hour')
    : emailMessage(language, 'email.validFor.hours', { count: shown });
}
