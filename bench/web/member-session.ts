/**
 * A member signed in the way a real one gets there, for Lighthouse to load the member pages with: the admin
 * creates and approves the member, the set-up link arrives by e-mail (the stack's mail catcher), the member
 * sets a password with its token and logs in. Answers the session cookie (`name=value`).
 */
import { waitFor } from '@portal/testing';
import { Client } from 'pg';
import { PortalRun } from '../support/portal-run';

const MEMBER_PASSWORD = 'Nikon-D750-Hubballi-2024';

async function json<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Waits until identity's projection shows the member active, so no (rate-limited) login attempt is spent early. */
async function identitySees(run: PortalRun, memberUuid: string): Promise<void> {
  const client = new Client({ connectionString: run.stack.databaseUrl('identity') });
  await client.connect();
  try {
    await waitFor(
      async () =>
        (
          await client.query('SELECT 1 FROM member_credentials WHERE member_uuid = $1 AND status = $2', [
            memberUuid,
            'active',
          ])
        ).rowCount === 1,
      { timeoutMs: 20_000, what: `identity to see member ${memberUuid} as active` },
    );
  } finally {
    await client.end();
  }
}

export async function signedInMemberCookie(run: PortalRun): Promise<string> {
  const mail = run.stack.mailCatcher;
  if (!mail) throw new Error('the stack runs no mail catcher: the set-up link cannot be read');
  const email = 'mahesh.kulkarni@bench.test';
  const created = await json<{ id: string }>(
    await run.api.request('POST', '/api/members', {
      json: {
        firstName: 'Mahesh',
        lastName: 'Kulkarni',
        phone: '9845012345',
        email,
        address: 'Koppikar Road, Hubballi',
      },
    }),
    'create member',
  );
  const approved = await json<{ member: { memberId: string } }>(
    await run.api.request('POST', `/api/members/${created.id}/approve`),
    'approve member',
  );
  const message = await mail.waitForMessage(
    (m) => m.envelope.rcptTo.some((r) => r.toLowerCase() === email) && /\/setup-password\?token=/.test(m.text ?? ''),
    20_000,
  );
  const token = /\/setup-password\?token=([A-Za-z0-9_-]+)/.exec(message.text ?? '')![1];
  const base = run.stack.url;
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  await json<unknown>(
    await post('/api/auth/setup-password', { loginId: approved.member.memberId, newPassword: MEMBER_PASSWORD, token }),
    'set the password',
  );
  await identitySees(run, created.id);
  const login = await post('/api/auth/member/login', {
    identifier: approved.member.memberId,
    password: MEMBER_PASSWORD,
  });
  await json<unknown>(login, 'member login');
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('member login set no session cookie');
  return cookie;
}

/**
 * Sets the signed-in member's account language. The app follows the account's language after sign-in (issue 31),
 * so a page measured "in Kannada" needs a Kannada account, not only the visitor's choice kept in the browser.
 */
export async function setMemberLanguage(run: PortalRun, cookie: string, language: string): Promise<void> {
  const res = await fetch(`${run.stack.url}/api/auth/user`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ language }),
    signal: AbortSignal.timeout(30_000),
  });
  await json<unknown>(res, `set the member's language to ${language}`);
}
