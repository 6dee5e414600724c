#!/usr/bin/env node
// `npm run test:compose`: builds the images without a registry (images.sh), brings the compose
// file's topology up with podman (compose.mjs, with compose.override.yml mapping upstream images
// to local ones), waits for every health check and runs a smoke journey through the gateway over
// HTTP; then, on fresh volumes, three membership replicas start at once, come up healthy and
// share the requests. Prints each phase's time; exits non-zero on the first failure.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// compose.mjs reads e2e's compiled interpolation, built in main() first.
let loadCompose, podman, PodmanProject;

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
process.env.CONTAINERS_CONF ??= path.join(here, 'containers.conf');
// COMPOSE_TEST_OVERRIDES: more override files (colon-separated), e.g. to try an external S3 store.
const composeFiles = [
  path.join(repo, 'docker-compose.yml'),
  path.join(here, 'compose.override.yml'),
  ...(process.env.COMPOSE_TEST_OVERRIDES?.split(':').filter(Boolean) ?? []),
];
const PROJECT = 'portal-ct';
const ADMIN = { email: 'admin@compose-test.example', password: `Admin-${randomBytes(9).toString('hex')}` };

const timings = [];
async function phase(name, fn) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    return await fn();
  } finally {
    const seconds = (Date.now() - started) / 1000;
    timings.push([name, seconds]);
    console.log(`  ${name}: ${seconds.toFixed(1)} s`);
  }
}

function ensureTools() {
  const missing = ['podman', 'debootstrap', 'runc'].filter(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0,
  );
  if (missing.length === 0) return;
  console.log(`installing ${missing.join(', ')} (apt-get)`);
  execFileSync(
    'sh',
    [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman debootstrap runc catatonit',
    ],
    {
      stdio: 'inherit',
    },
  );
}

/** Values for every variable the compose file requires (`${VAR:?…}`), as ops would set them. */
function composeEnv() {
  const text = composeFiles.map((file) => readFileSync(file, 'utf8')).join('\n');
  const env = { ...process.env };
  for (const [, name] of text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*):?\?/g)) {
    if (env[name]) continue;
    // NATS passwords start with a letter, as make-env.sh writes them: nats-server reads 9e3f… as a number.
    const value = /^NATS_.*_PASSWORD$/.test(name)
      ? `n${randomBytes(24).toString('hex')}`
      : randomBytes(24).toString('hex');
    env[name] = /EMAIL/.test(name) ? ADMIN.email : value;
  }
  Object.assign(env, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ID_CARD_SIGNING_SECRET: randomBytes(24).toString('hex'),
    // An Ed25519 seed: 32 bytes in hex.
    ID_CARD_PASS_PRIVATE_KEY: randomBytes(32).toString('hex'),
    TWO_FACTOR_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    // The sandbox profile with the keys payments and the sandbox share, as the compose file documents.
    RAZORPAY_KEY_ID: 'rzp_test_composetest',
    RAZORPAY_KEY_SECRET: randomBytes(16).toString('hex'),
    RAZORPAY_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
    RAZORPAY_API_URL: 'http://razorpay-sandbox:8090',
  });
  return env;
}

/** A cookie-keeping JSON client, as the web app calls /api. */
class Api {
  constructor(base) {
    this.base = base;
    this.cookie = undefined;
  }
  async request(method, url, body, headers = {}) {
    const isForm = body instanceof FormData;
    const res = await fetch(`${this.base}${url}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const buffer = Buffer.from(await res.arrayBuffer());
    let json;
    try {
      json = JSON.parse(buffer.toString('utf8'));
    } catch {
      json = undefined;
    }
    return { status: res.status, buffer, text: buffer.toString('utf8').slice(0, 500), json };
  }
  get = (url, headers) => this.request('GET', url, undefined, headers);
  post = (url, body, headers) => this.request('POST', url, body ?? {}, headers);
}

async function eventually(what, fn, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      const value = await fn();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${last.message}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function addresses(project) {
  const ip = (service) => project.ip(`${PROJECT}-${service}-1`);
  return {
    gateway: `http://${await ip('gateway')}:8080`,
    mail: `http://${await ip('mailpit')}:8025`,
    sandbox: `http://${await ip('razorpay-sandbox')}:8090`,
  };
}

/** The set-up link's token from the approval e-mail the mail catcher holds for `email`. */
async function setupToken(mailUrl, email) {
  return eventually(`the approval e-mail to ${email}`, async () => {
    const list = await (await fetch(`${mailUrl}/api/v1/messages`)).json();
    for (const summary of list.messages ?? []) {
      if (!summary.To?.some((to) => to.Address?.toLowerCase() === email)) continue;
      const message = await (await fetch(`${mailUrl}/api/v1/message/${summary.ID}`)).json();
      const token = /\/setup-password\?token=([A-Za-z0-9_-]+)/.exec(message.Text ?? '')?.[1];
      if (token) return token;
    }
    return undefined;
  });
}

async function smokeJourney(project) {
  const urls = await addresses(project);
  console.log(`  gateway ${urls.gateway}`);
  const admin = new Api(urls.gateway);
  const login = await admin.post('/api/auth/admin/login', ADMIN);
  assert.equal(login.status, 200, `admin sign-in: ${login.status} ${login.text}`);
  console.log('  ✓ the admin signs in');

  const email = `ravi.${Date.now()}@compose-test.example`;
  const created = await admin.post('/api/members', {
    firstName: 'Ravi',
    lastName: 'Gowda',
    phone: `98${String(Date.now()).slice(-8)}`,
    email,
    address: 'Devaraja Market, Mysuru',
    optedSchemes: ['esi'],
  });
  assert.equal(created.status, 201, `member registered: ${created.status} ${created.text}`);
  const memberUuid = created.json.id;
  const approved = await eventually('the approval', async () => {
    const res = await admin.post(`/api/members/${memberUuid}/approve`);
    return res.status === 200 ? res : undefined;
  });
  const member = approved.json.member;
  const token = await setupToken(urls.mail, email);
  const password = 'Pentax-K1-Belagavi-2024';
  const setup = await new Api(urls.gateway).post('/api/auth/setup-password', {
    loginId: member.memberId,
    newPassword: password,
    token,
  });
  assert.equal(setup.status, 200, `set-up password: ${setup.status} ${setup.text}`);
  const memberApi = new Api(urls.gateway);
  await eventually('the member sign-in', async () => {
    const res = await memberApi.post('/api/auth/member/login', { identifier: member.memberId, password });
    return res.status === 200;
  });
  console.log(`  ✓ a member registers (${member.memberId}), is approved, sets a password from the e-mail and signs in`);

  const pdf = Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% compose test ${Date.now()}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
  const form = new FormData();
  form.append('scheme', 'esi');
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'ESI form.pdf');
  const uploaded = await admin.request('POST', '/api/scheme-documents', form);
  assert.equal(uploaded.status, 201, `upload: ${uploaded.status} ${uploaded.text}`);
  const downloaded = await memberApi.get(uploaded.json.fileUrl);
  assert.equal(downloaded.status, 200, `download: ${downloaded.status} ${downloaded.text}`);
  assert.ok(downloaded.buffer.equals(pdf), 'the downloaded file is the uploaded one, byte for byte');
  console.log(`  ✓ a file uploads to the S3 store and the member downloads it intact (${pdf.length} bytes)`);

  const order = await eventually('an order for ESI', async () => {
    const res = await memberApi.post('/api/razorpay/create-order', { memberId: memberUuid, scheme: 'esi' });
    return res.status === 200 ? res.json : undefined;
  });
  const payRes = await fetch(`${urls.sandbox}/v1/checkout/orders/${order.order_id}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'upi', webhooks: 1 }),
  });
  assert.equal(payRes.status, 200, `sandbox pay: ${payRes.status}`);
  const paid = await payRes.json();
  const verified = await memberApi.post('/api/razorpay/verify-payment', {
    ...paid,
    memberId: memberUuid,
    scheme: 'esi',
  });
  assert.equal(verified.status, 200, `verify payment: ${verified.status} ${verified.text}`);
  assert.equal(verified.json.success, true);
  await eventually('the paid record', async () => {
    const res = await memberApi.get('/api/payment-records?scheme=esi&status=paid');
    return res.status === 200 && Array.isArray(res.json) && res.json.length > 0;
  });
  console.log(`  ✓ the member pays ₹${order.amount / 100} for ESI in the Razorpay sandbox and sees the paid record`);
}

/** Requests that membership answers, each with its own request id; answers how many replicas logged some. */
async function loadShared(project, replicas) {
  const { gateway } = await addresses(project);
  const admin = new Api(gateway);
  const login = await eventually('the admin sign-in', async () => {
    const res = await admin.post('/api/auth/admin/login', ADMIN);
    return res.status === 200 ? res : undefined;
  });
  assert.equal(login.status, 200);
  const ids = Array.from({ length: 40 }, (_, i) => `compose-scale-${Date.now()}-${i}`);
  for (const id of ids) {
    const res = await admin.get('/api/members?limit=1', { 'x-request-id': id });
    assert.equal(res.status, 200, `members list: ${res.status} ${res.text}`);
  }
  const served = [];
  for (const container of replicas) {
    const logs = await podman(['logs', container]);
    served.push([container, ids.filter((id) => logs.includes(id)).length]);
  }
  return served;
}

async function main() {
  const started = Date.now();
  ensureTools();
  await phase('build:server (incremental)', async () => {
    const build = spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: repo, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build:server failed');
  });
  ({ loadCompose, podman, PodmanProject } = await import('./compose.mjs'));
  await phase('images', async () => {
    // COMPOSE_TEST_SKIP_IMAGES=1 reuses the images of an earlier run (while changing the test itself).
    const build = process.env.COMPOSE_TEST_SKIP_IMAGES
      ? { status: 0 }
      : spawnSync(path.join(here, 'images.sh'), { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('image build failed');
    console.log(
      await podman([
        'images',
        '--filter',
        'reference=localhost/portal-*',
        '--format',
        '{{.Repository}}:{{.Tag}} {{.Size}}',
      ]),
    );
  });
  const env = composeEnv();
  let project = new PodmanProject(loadCompose(composeFiles, env), { name: PROJECT, profiles: ['sandbox'] });
  try {
    await project.down();
    await phase('stack up (every health check passes)', async () => {
      const up = await project.up();
      for (const [service, t] of Object.entries(up.timings))
        console.log(`  ${service.padEnd(18)} started at ${t.started.toFixed(1)} s`);
    });
    await phase('smoke journey through the gateway', () => smokeJourney(project));
    await phase('stack down', () => project.down());

    project = new PodmanProject(loadCompose(composeFiles, env), {
      name: PROJECT,
      profiles: ['sandbox'],
      scale: { membership: 3 },
    });
    await phase('fresh volumes, --scale membership=3 up (all healthy)', () => project.up());
    await phase('requests shared by the membership replicas', async () => {
      const served = await loadShared(project, project.containers('membership'));
      for (const [container, count] of served) console.log(`  ${container}: ${count} of 40 requests`);
      const serving = served.filter(([, count]) => count > 0).length;
      assert.ok(serving >= 2, `requests served by ${serving} replica(s); expected more than one`);
    });
  } catch (error) {
    console.error(`\n✗ ${error.message}`);
    process.exitCode = 1;
  } finally {
    if (!process.env.COMPOSE_TEST_KEEP) await phase('stack down', () => project.down());
    console.log('\ncompose test phases:');
    for (const [name, seconds] of timings) console.log(`  ${name.padEnd(56)} ${seconds.toFixed(1).padStart(7)} s`);
    console.log(`  ${'total'.padEnd(56)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
    console.log(process.exitCode ? 'compose test FAILED' : 'compose test passed');
  }
}

await main();
