import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { NextFunction, Request, Response } from 'express';
import { csrfMiddleware } from './csrf.middleware';

function run(
  method: string,
  headers: Record<string, string>,
  path = '/api/members',
  publicUrl = 'https://portal.example.org',
) {
  const sut = csrfMiddleware(publicUrl);
  let status = 0;
  let passed = false;
  let redirectedTo: string | undefined;
  // Mounted at /api as in main.ts: Express strips the mount path from req.path into req.baseUrl.
  const req = {
    method,
    baseUrl: '/api',
    path: path.replace(/^\/api/, ''),
    header: (name: string) => headers[name.toLowerCase()],
  } as unknown as Request;
  const res = {
    status: (s: number) => ((status = s), res),
    json: () => res,
    redirect: (s: number, to: string) => ((status = s), (redirectedTo = to)),
  } as unknown as Response;
  sut(req, res, (() => (passed = true)) as NextFunction);
  return { passed, status, ...(redirectedTo === undefined ? {} : { redirectedTo }) };
}

describe('csrfMiddleware', () => {
  it('lets the portal itself change things', () => {
    assert.equal(run('POST', { origin: 'https://portal.example.org', 'sec-fetch-site': 'same-origin' }).passed, true);
  });

  it('refuses a form posted from another site, so a malicious page cannot act as the admin', () => {
    assert.deepEqual(run('POST', { origin: 'https://evil.example', host: 'portal.example.org' }), {
      passed: false,
      status: 403,
    });
    assert.equal(run('DELETE', { 'sec-fetch-site': 'cross-site' }).status, 403);
  });

  it('refuses another site even when the request names that site as its Host (a forged Host or rebound DNS name)', () => {
    assert.deepEqual(run('POST', { origin: 'https://evil.example', host: 'evil.example' }), {
      passed: false,
      status: 403,
    });
    assert.deepEqual(
      run('POST', { origin: 'https://evil.example', host: 'evil.example', 'sec-fetch-site': 'same-origin' }),
      { passed: false, status: 403 },
    );
    assert.equal(run('POST', { origin: 'null', host: 'portal.example.org' }).passed, false);
    assert.equal(run('POST', { origin: 'http://portal.example.org' }).passed, false, 'plain http is another origin');
  });

  it('treats the loopback names of a local PUBLIC_URL as one server, on its port only', () => {
    const local = 'http://localhost:8080';
    assert.equal(run('POST', { origin: 'http://127.0.0.1:8080' }, '/api/members', local).passed, true);
    assert.equal(run('POST', { origin: 'http://[::1]:8080' }, '/api/members', local).passed, true);
    assert.equal(run('POST', { origin: 'http://localhost:3000' }, '/api/members', local).passed, false);
    assert.equal(run('POST', { origin: 'http://evil.example:8080' }, '/api/members', local).passed, false);
    assert.equal(
      run('POST', { origin: 'http://127.0.0.1:8080' }).passed,
      false,
      'a public PUBLIC_URL accepts only itself',
    );
  });

  it('leaves reads alone and accepts non-browser clients without an Origin', () => {
    assert.equal(run('GET', { origin: 'https://evil.example' }).passed, true);
    assert.equal(run('POST', {}).passed, true);
  });

  it('accepts the Razorpay webhook, which is checked by its signature instead', () => {
    assert.equal(run('POST', { 'sec-fetch-site': 'cross-site' }, '/api/razorpay/webhook').passed, true);
    assert.equal(run('POST', { 'sec-fetch-site': 'cross-site' }, '/api/razorpay/verify-payment').passed, false);
  });

  describe('the logout link (GET /api/logout)', () => {
    const logout = (headers: Record<string, string>, publicUrl?: string) =>
      run('GET', headers, '/api/logout', publicUrl);
    const sentHome = { passed: false, status: 302, redirectedTo: '/' };

    it('signs out from our own pages, a typed address and clients without browser headers', () => {
      assert.equal(
        logout({ 'sec-fetch-site': 'same-origin', referer: 'https://portal.example.org/members' }).passed,
        true,
      );
      assert.equal(logout({ 'sec-fetch-site': 'none' }).passed, true);
      assert.equal(logout({}).passed, true);
      assert.equal(logout({ referer: 'http://127.0.0.1:8080/dashboard' }, 'http://localhost:8080').passed, true);
    });

    it("sends another site's link or image home without signing out", () => {
      assert.deepEqual(logout({ 'sec-fetch-site': 'cross-site' }), sentHome);
      assert.deepEqual(logout({ 'sec-fetch-site': 'same-site' }), sentHome, 'a sibling subdomain is not our page');
      assert.deepEqual(logout({ referer: 'https://evil.example/page' }), sentHome);
      assert.deepEqual(logout({ origin: 'https://evil.example' }), sentHome);
      assert.deepEqual(logout({ 'sec-fetch-site': 'same-origin', referer: 'not a url' }), sentHome);
    });

    it('leaves other reads alone whoever links to them', () => {
      assert.equal(run('GET', { 'sec-fetch-site': 'cross-site' }, '/api/auth/user').passed, true);
    });
  });
});
