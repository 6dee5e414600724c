import type { CapturedMessage, MailAddress } from './mail-catcher.store';

// A developer's window on the catcher, standing in for Mailpit's web UI. Everything
// from a message is untrusted and escaped; the message's own HTML is only ever shown
// inside a sandboxed frame served with a sandbox CSP (see mail-catcher.http.ts).

const STYLE = `
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #222; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .35rem .6rem; border-bottom: 1px solid #ddd; vertical-align: top; }
tr.unread td { font-weight: 600; }
pre { white-space: pre-wrap; background: #f6f6f6; padding: .8rem; }
iframe { width: 100%; height: 60vh; border: 1px solid #ccc; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; }
dt { color: #666; }
`;

export function renderListPage(messages: CapturedMessage[]): string {
  const rows = messages
    .map(
      (m) => `<tr class="${m.read ? 'read' : 'unread'}">
<td><a href="/view/${encodeURIComponent(m.id)}">${escapeHtml(m.subject || '(no subject)')}</a></td>
<td>${escapeHtml(addressList(m.to))}</td>
<td>${escapeHtml(formatAddress(m.from))}</td>
<td><time datetime="${escapeHtml(m.created.toISOString())}">${escapeHtml(m.created.toLocaleString())}</time></td>
</tr>`,
    )
    .join('\n');
  const body = messages.length
    ? `<table><thead><tr><th>Subject</th><th>To</th><th>From</th><th>Received</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No messages yet.</p>';
  // Refreshes itself so a developer sees new mail without reloading.
  return page(
    'Mail catcher',
    `<meta http-equiv="refresh" content="5">`,
    `<h1>Mail catcher</h1>
<p>${messages.length} message(s). REST API: <code>/api/v1/messages</code>.</p>
${body}`,
  );
}

export function renderMessagePage(m: CapturedMessage): string {
  const id = encodeURIComponent(m.id);
  const files = [...m.attachments, ...m.inline]
    .map(
      (a) =>
        `<li><a href="/api/v1/message/${id}/part/${encodeURIComponent(a.partId)}">${escapeHtml(a.fileName || a.partId)}</a> (${escapeHtml(a.contentType)}, ${a.size} bytes)</li>`,
    )
    .join('');
  const html = m.html ? `<h2>HTML</h2><iframe sandbox src="/view/${id}/html" title="HTML body"></iframe>` : '';
  const text = m.text ? `<h2>Text</h2><pre>${escapeHtml(m.text)}</pre>` : '';
  return page(
    m.subject || '(no subject)',
    '',
    `<p><a href="/">&larr; All messages</a></p>
<h1>${escapeHtml(m.subject || '(no subject)')}</h1>
<dl>
<dt>From</dt><dd>${escapeHtml(formatAddress(m.from))}</dd>
<dt>To</dt><dd>${escapeHtml(addressList(m.to))}</dd>
${m.cc.length ? `<dt>Cc</dt><dd>${escapeHtml(addressList(m.cc))}</dd>` : ''}
${m.bcc.length ? `<dt>Bcc</dt><dd>${escapeHtml(addressList(m.bcc))}</dd>` : ''}
<dt>Date</dt><dd>${escapeHtml(m.date.toISOString())}</dd>
<dt>Size</dt><dd>${m.size} bytes</dd>
</dl>
${files ? `<h2>Attachments</h2><ul>${files}</ul>` : ''}
${html}
${text}
<p><a href="/api/v1/message/${id}/raw">Raw source</a></p>`,
  );
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${head}<style>${STYLE}</style></head>
<body>${body}</body></html>`;
}

function formatAddress(a: MailAddress): string {
  return a.name ? `${a.name} <${a.address}>` : a.address;
}

function addressList(list: MailAddress[]): string {
  return list.map(formatAddress).join(', ');
}
