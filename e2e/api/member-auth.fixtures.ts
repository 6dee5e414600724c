import assert from 'node:assert/strict';
import { Client } from 'pg';
import { waitFor } from '@portal/testing';
import { ApiClient } from '../support/http-client';
import { TestStack } from '../support/test-stack';
import { uniqueNumber } from '../support/unique';

/** What the member-auth system tests need: members created and approved the way an admin does it, and their e-mails. */
export class MemberAccounts {
  private readonly seenTokens = new Set<string>();

  constructor(
    private readonly stack: TestStack,
    readonly admin: ApiClient,
  ) {}

  static async open(stack: TestStack): Promise<MemberAccounts> {
    const admin = new ApiClient(stack.url);
    const login = await admin.post('/api/auth/admin/login', {
      email: stack.admin.email,
      password: stack.admin.password,
    });
    assert.equal(login.status, 200, `admin login: ${login.text}`);
    return new MemberAccounts(stack, admin);
  }

  /** A new pending member created by the admin; unique phone and e-mail unless given. */
  async pending(overrides: Record<string, unknown> = {}): Promise<any> {
    const sequence = uniqueNumber();
    const n = String(sequence).padStart(6, '0');
    const res = await this.admin.post('/api/members', {
      firstName: 'Kiran',
      lastName: `Hegde${sequence}`,
      phone: `9845${n}`,
      email: `kiran.${sequence}.${n}@member-auth.test`,
      address: 'Sayyaji Rao Road, Mysuru',
      ...overrides,
    });
    assert.equal(res.status, 201, `create member: ${res.text}`);
    await this.projected(res.json.id, 'pending');
    return res.json;
  }

  /** Approved by the admin; answers the member and the token of the set-up link the approval e-mail carried. */
  async approved(overrides: Record<string, unknown> = {}): Promise<{ member: any; token: string }> {
    const member = await this.pending(overrides);
    const res = await this.admin.post(`/api/members/${member.id}/approve`);
    assert.equal(res.status, 200, `approve: ${res.text}`);
    const token = await this.linkToken(member.email, '/setup-password');
    return { member: res.json.member, token };
  }

  /** Approved and with a password set through the e-mailed link. */
  async withPassword(password: string, overrides: Record<string, unknown> = {}): Promise<any> {
    const { member, token } = await this.approved(overrides);
    const res = await new ApiClient(this.stack.url).post('/api/auth/setup-password', {
      loginId: member.memberId,
      newPassword: password,
      token,
    });
    assert.equal(res.status, 200, `setup password: ${res.text}`);
    return member;
  }

  async reject(memberUuid: string, reason: string): Promise<void> {
    const res = await this.admin.post(`/api/members/${memberUuid}/reject`, { reason });
    assert.equal(res.status, 200, `reject: ${res.text}`);
    await this.projected(memberUuid, 'suspended');
  }

  /** The token of the newest unseen e-mail to `email` with a link to `path` (/setup-password or /reset-password). */
  async linkToken(email: string, path: string): Promise<string> {
    const pattern = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`);
    const fresh = (text: string) => {
      const token = pattern.exec(text)?.[1];
      return token !== undefined && !this.seenTokens.has(token) ? token : undefined;
    };
    const mail = await this.stack.mailCatcher!.waitForMessage(
      (m) => m.envelope.rcptTo.map((r) => r.toLowerCase()).includes(email.toLowerCase()) && fresh(m.text) !== undefined,
      20_000,
    );
    const token = fresh(mail.text)!;
    this.seenTokens.add(token);
    return token;
  }

  /** Number of e-mails captured so far for an address. */
  mailCount(email: string): number {
    return this.stack
      .mailCatcher!.messages()
      .filter((m) => m.envelope.rcptTo.map((r) => r.toLowerCase()).includes(email.toLowerCase())).length;
  }

  /**
   * Waits until identity's projection shows the member with this status, so a
   * login attempt is not spent (and rate-limited) while events are in flight.
   */
  async projected(memberUuid: string, status: string): Promise<void> {
    const client = new Client({ connectionString: this.stack.databaseUrl('identity') });
    await client.connect();
    try {
      await waitFor(
        async () =>
          (
            await client.query('SELECT 1 FROM member_credentials WHERE member_uuid = $1 AND status = $2', [
              memberUuid,
              status,
            ])
          ).rowCount === 1,
        { timeoutMs: 20_000, what: `identity to see member ${memberUuid} as ${status}` },
      );
    } finally {
      await client.end();
    }
  }
}
