import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ServiceName } from '@portal/contracts';
import { Client } from 'pg';
import { MemberAccounts } from '../member-auth.fixtures';
import { FormClient } from '../../support/fixtures/multipart';
import { ApiClient } from '../../support/http-client';
import { rootDir, TestStack } from '../../support/test-stack';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one route that changes two services' data by design, each recording its own change: starting an online
 * renewal opens the member's renewal request (membership) and the Razorpay order for its fee (payments).
 */
export const TWO_OWNERS: Record<string, string[]> = {
  'POST /api/razorpay/renewal-order': ['membership renewal-request.requested', 'payments razorpay-order.created'],
};
const docs = JSON.parse(readFileSync(join(rootDir, 'web/src/api/generated/openapi.json'), 'utf8'));

/** Every route that changes something: the writing methods, and the GET that signs out. */
export const documentedRoutes: string[] = Object.entries(docs.paths as Record<string, Record<string, unknown>>)
  .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
  .filter((route) => STATE_CHANGING.has(route.split(' ')[0]) || route === 'GET /api/logout')
  .sort();

export interface Driven {
  status: number;
  requestId: string;
  /** Who the row must name: an admin or member id, or null for a public caller. */
  actorId: string | null;
  actorType: 'admin' | 'member' | 'public';
}

export interface Answer {
  status: number;
  text: string;
  json?: any;
  headers: Headers;
}

/** The member the sweep's member, payment, content and message steps act for, and their session. */
export interface SweptMember {
  ravi: any;
  raviSession: ApiClient;
}

/**
 * One sweep over a stack: the office's session, and every route driven so far with what its audit row must say.
 * The step modules beside it drive the routes area by area, in the order the spec calls them.
 */
export class AuditSweep {
  readonly driven = new Map<string, Driven>();
  readonly officeForms: FormClient;

  private constructor(
    readonly stack: TestStack,
    readonly accounts: MemberAccounts,
    readonly office: ApiClient,
    readonly officeId: string,
  ) {
    this.officeForms = new FormClient(stack.url, office);
  }

  static async open(stack: TestStack): Promise<AuditSweep> {
    const accounts = await MemberAccounts.open(stack);
    const office = accounts.admin;
    const officeId = (await office.get('/api/auth/user')).json.id as string;
    return new AuditSweep(stack, accounts, office, officeId);
  }

  readonly anonymous = () => new ApiClient(this.stack.url);

  /** Drives one route and keeps what the audit row must say; the request must succeed. */
  readonly drive = async (
    route: string,
    actor: Pick<Driven, 'actorId' | 'actorType'>,
    call: () => Promise<Answer>,
  ): Promise<Answer> => {
    assert.ok(!this.driven.has(route), `${route} is driven once`);
    const res = await call();
    assert.ok(res.status < 400, `${route}: ${res.status} ${res.text}`);
    const requestId = res.headers.get('x-request-id');
    assert.ok(requestId, `${route} answers its request id`);
    this.driven.set(route, { status: res.status, requestId, ...actor });
    return res;
  };

  readonly admin = (id: string) => ({ actorId: id, actorType: 'admin' as const });
  readonly member = (id: string) => ({ actorId: id, actorType: 'member' as const });
  readonly visitor = { actorId: null, actorType: 'public' as const };

  readonly mailLink = async (email: string, pattern: RegExp): Promise<string> => {
    const mail = await this.stack.mailCatcher!.waitForMessage(
      (m) => m.envelope.rcptTo.some((r) => r.toLowerCase() === email.toLowerCase()) && pattern.test(m.text),
      20_000,
    );
    return pattern.exec(mail.text)![1];
  };

  readonly sql = async <T extends object>(service: ServiceName, text: string, params: unknown[] = []): Promise<T[]> => {
    const client = new Client({ connectionString: this.stack.databaseUrl(service) });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  };
}
