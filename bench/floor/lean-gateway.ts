/**
 * `bench:floor`'s gateway, in a process of its own: the least an HTTP edge in front of NATS can do.
 * `node:http`; `POST /api/auth/admin/login` sends the JSON body to the lean identity and answers a signed
 * session cookie; `GET /api/members?search=` checks that cookie's HMAC and the session (kept in memory, as the
 * gateway's session cache would hold it) and answers the lean membership's JSON as it came. No Express, Nest,
 * express-session, Passport, helmet, CSRF check, throttle, request log or error mapping. Arguments: the NATS
 * URL, the membership subject and the identity subject; sends `{ port }` when listening.
 */
import { connect, type NatsConnection } from 'nats';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

const SECRET = randomBytes(32);
const sessions = new Map<string, { id: string; email: string }>();
const signature = (sid: string) => createHmac('sha256', SECRET).update(sid).digest('base64url');

function sessionOf(req: IncomingMessage): { id: string; email: string } | undefined {
  const cookie = /(?:^|;\s*)sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  if (!cookie) return undefined;
  const [sid, signed] = cookie.split('.');
  const expected = Buffer.from(signature(sid ?? ''));
  const given = Buffer.from(signed ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected) ? sessions.get(sid) : undefined;
}

async function ask(nc: NatsConnection, subject: string, payload: unknown, timeout: number): Promise<Uint8Array> {
  return (await nc.request(subject, Buffer.from(JSON.stringify(payload)), { timeout })).data;
}

function search(nc: NatsConnection, subject: string, req: IncomingMessage, res: ServerResponse): void {
  const actor = sessionOf(req);
  if (!actor) {
    res.writeHead(401).end();
    return;
  }
  const term = new URL(req.url ?? '/', 'http://lean').searchParams.get('search') ?? '';
  ask(nc, subject, { search: term, page: 1, limit: 10, actor }, 5000).then(
    (data) => res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(data),
    () => res.writeHead(503).end(),
  );
}

function signIn(nc: NatsConnection, subject: string, req: IncomingMessage, res: ServerResponse): void {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.once('end', () => {
    Promise.resolve()
      .then(() => ask(nc, subject, JSON.parse(Buffer.concat(chunks).toString()), 30_000))
      .then((data) => {
        const answer = JSON.parse(Buffer.from(data).toString()) as
          { ok: true; sid: string; user: { id: string; email: string } } | { ok: false };
        if (!answer.ok) {
          res.writeHead(401).end();
          return;
        }
        sessions.set(answer.sid, answer.user);
        res
          .writeHead(200, {
            'content-type': 'application/json; charset=utf-8',
            'set-cookie': `sid=${answer.sid}.${signature(answer.sid)}; Path=/; HttpOnly; SameSite=Lax`,
          })
          .end(JSON.stringify(answer.user));
      })
      .catch(() => res.writeHead(503).end());
  });
}

async function main(): Promise<void> {
  const [natsUrl, membershipSubject, identitySubject] = process.argv.slice(2);
  const nc = await connect({ servers: natsUrl });
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url?.startsWith('/api/members?')) search(nc, membershipSubject, req, res);
    else if (req.method === 'POST' && req.url === '/api/auth/admin/login') signIn(nc, identitySubject, req, res);
    else res.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
  process.on('disconnect', () => {
    server.close();
    void nc.close().finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`lean gateway failed: ${String(error)}\n`);
  process.exit(1);
});
