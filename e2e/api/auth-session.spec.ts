import assert from 'node:assert/strict';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

describe('admin login and sessions', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await sharedTestStack();
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  it('lists six healthy services on /api/health', async () => {
    const res = await new ApiClient(stack.url).get('/api/health');
    assert.equal(res.status, 200);
    assert.deepEqual(Object.keys(res.json.services).sort(), [
      'content',
      'gateway',
      'identity',
      'membership',
      'notifications',
      'payments',
    ]);
    assert.ok(Object.values(res.json.services).every((s) => s === 'up'));
  });

  it('logs the admin in, answers { admin } and remembers the user with userType admin', async () => {
    const api = new ApiClient(stack.url);
    const login = await api.post('/api/auth/admin/login', { email: stack.admin.email, password: stack.admin.password });
    assert.equal(login.status, 200);
    assert.equal(login.json.admin.email, stack.admin.email);
    assert.equal(login.json.admin.password, undefined, 'the password hash never leaves identity');
    const me = await api.get('/api/auth/user');
    assert.equal(me.status, 200);
    assert.equal(me.json.userType, 'admin');
    assert.equal(me.json.email, stack.admin.email);
  });

  it('accepts the admin e-mail in any case', async () => {
    const login = await new ApiClient(stack.url).post('/api/auth/admin/login', {
      email: stack.admin.email.toUpperCase(),
      password: stack.admin.password,
    });
    assert.equal(login.status, 200);
  });

  it("refuses a wrong password with 401 'Invalid admin credentials'", async () => {
    const res = await new ApiClient(stack.url).post('/api/auth/admin/login', {
      email: stack.admin.email,
      password: 'wrong-password',
    });
    assert.equal(res.status, 401);
    assert.equal(res.json.message, 'Invalid admin credentials');
  });

  it('refuses an unknown e-mail with the same answer as a wrong password', async () => {
    const res = await new ApiClient(stack.url).post('/api/auth/admin/login', {
      email: 'nobody@e2e.test',
      password: 'whatever1',
    });
    assert.equal(res.status, 401);
    assert.equal(res.json.message, 'Invalid admin credentials');
  });

  it("answers bad input with 400 and the spec's messages", async () => {
    const api = new ApiClient(stack.url);
    const missing = await api.post('/api/auth/admin/login', {});
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.json.errors, [
      { field: 'email', message: 'Valid email is required' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
    const short = await api.post('/api/auth/admin/login', { email: 'not-an-email', password: '12345' });
    assert.equal(short.status, 400);
    assert.deepEqual(
      short.json.errors.map((e: { message: string }) => e.message),
      ['Valid email is required', 'Password must be at least 6 characters'],
    );
  });

  it('gives an empty answer to the current-user call when logged out', async () => {
    const res = await new ApiClient(stack.url).get('/api/auth/user');
    assert.equal(res.status, 200);
    assert.equal(res.text, '');
  });

  it('sets an HttpOnly SameSite cookie whose id changes at login and is refused after logout', async () => {
    const api = new ApiClient(stack.url);
    // A session that exists before login (e.g. planted by an attacker) must not survive it.
    await api.post('/api/auth/admin/login', { email: stack.admin.email, password: stack.admin.password });
    const first = api.sessionCookie!;
    const again = await fetch(`${stack.url}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: first },
      body: JSON.stringify({ email: stack.admin.email, password: stack.admin.password }),
    });
    const raw = again.headers.get('set-cookie') ?? '';
    assert.match(raw, /HttpOnly/i);
    assert.match(raw, /SameSite=Lax/i);
    const second = raw.split(';')[0];
    assert.notEqual(second, first, 'the session id changes at login');
    const old = await fetch(`${stack.url}/api/auth/user`, { headers: { cookie: first } });
    assert.equal(await old.text(), '', 'the pre-login session is gone');

    const logout = await fetch(`${stack.url}/api/logout`, { headers: { cookie: second }, redirect: 'manual' });
    assert.equal(logout.status, 302);
    assert.equal(logout.headers.get('location'), '/');
    const after = await fetch(`${stack.url}/api/auth/user`, { headers: { cookie: second } });
    assert.equal(await after.text(), '', 'the old cookie is refused after logout');
  });

  it("stays signed in when another site links to logout or posts to it, and signs out from the portal's own pages", async () => {
    const api = new ApiClient(stack.url);
    await api.post('/api/auth/admin/login', { email: stack.admin.email, password: stack.admin.password });
    const cookie = api.sessionCookie!;
    const signedIn = async () =>
      (await (await fetch(`${stack.url}/api/auth/user`, { headers: { cookie } })).text()) !== '';
    const logoutLink = (headers: Record<string, string>) =>
      fetch(`${stack.url}/api/logout`, { headers: { cookie, ...headers }, redirect: 'manual' });

    const foreigns: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' },
      { referer: 'https://evil.example/free-prints' },
    ];
    for (const foreign of foreigns) {
      const res = await logoutLink(foreign);
      assert.equal(res.status, 302, JSON.stringify(foreign));
      assert.equal(res.headers.get('location'), '/');
      assert.equal(res.headers.get('set-cookie'), null, 'the session cookie is not cleared');
      assert.equal(await signedIn(), true, `still signed in after ${JSON.stringify(foreign)}`);
    }
    const posted = await fetch(`${stack.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    assert.equal(posted.status, 403);
    assert.equal(await signedIn(), true, 'still signed in after a cross-site POST');

    const own = await logoutLink({
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'navigate',
      referer: `${stack.url}/dashboard`,
    });
    assert.equal(own.status, 302);
    assert.equal(own.headers.get('location'), '/');
    assert.equal(await signedIn(), false, "signed out from the portal's own page");
  });

  it('ends the session on POST /api/auth/logout', async () => {
    const api = new ApiClient(stack.url);
    await api.post('/api/auth/admin/login', { email: stack.admin.email, password: stack.admin.password });
    const cookie = api.sessionCookie;
    const res = await api.post('/api/auth/logout');
    assert.equal(res.status, 200);
    const after = await fetch(`${stack.url}/api/auth/user`, { headers: { cookie: cookie! } });
    assert.equal(await after.text(), '');
  });

  it('refuses a state-changing request from another site', async () => {
    const res = await new ApiClient(stack.url).post(
      '/api/auth/admin/login',
      { email: stack.admin.email, password: stack.admin.password },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    assert.equal(res.status, 403);
    assert.equal(res.json.message, 'Cross-site request refused');
  });

  it('refuses another site’s request even when it names that site as the Host (checked against PUBLIC_URL)', async () => {
    const url = new URL(`${stack.url}/api/auth/admin/login`);
    const body = JSON.stringify({ email: stack.admin.email, password: stack.admin.password });
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          headers: {
            host: 'evil.example',
            origin: 'http://evil.example',
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    assert.equal(status, 403);
  });

  it('sends security headers and never a stack trace', async () => {
    const res = await new ApiClient(stack.url).get('/api/health');
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.ok(res.headers.get('content-security-policy')?.includes("default-src 'self'"));
    assert.equal(res.headers.get('x-powered-by'), null);
    // Idle connections outlive a proxy's 60 s, so none is reused just as the gateway closes it.
    assert.equal(res.headers.get('keep-alive'), 'timeout=65');
    const broken = await new ApiClient(stack.url).request('POST', '/api/auth/admin/login', undefined, {
      'content-type': 'application/json',
    });
    assert.ok(broken.status < 500 || !broken.text.includes('    at '));
  });

  it('describes the API at /api/docs', async () => {
    const res = await new ApiClient(stack.url).get('/api/docs-json');
    assert.equal(res.status, 200);
    for (const path of ['/api/auth/admin/login', '/api/auth/user', '/api/logout', '/api/auth/logout', '/api/health']) {
      assert.ok(res.json.paths[path], `${path} is documented`);
    }
    const ui = await new ApiClient(stack.url).get('/api/docs');
    assert.equal(ui.status, 200);
  });

  it('serves the web app for any non-API path (SPA fallback) and JSON 404 for unknown API paths', async () => {
    const page = await fetch(`${stack.url}/members/some-id`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<div id="root">/);
    const api = await new ApiClient(stack.url).get('/api/no-such-route');
    assert.equal(api.status, 404);
    assert.equal(typeof api.json.message, 'string');
  });
});
