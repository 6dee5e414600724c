import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { NextFunction, Request, Response } from 'express';
import { csrfMiddleware } from './csrf.middleware';

function run(method: string, headers: Record<string, string>, path = '/api/members') {
  const sut = csrfMiddleware('https://portal.example.org');
  let status = 0;
  let passed = false;
  const req = { method, path, header: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
  const res = { status: (s: number) => ((status = s), res), json: () => res } as unknown as Response;
  sut(req, res, (() => (passed = true)) as NextFunction);
  return { passed, status };
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

  it('leaves reads alone and accepts non-browser clients without an Origin', () => {
    assert.equal(run('GET', { origin: 'https://evil.example' }).passed, true);
    assert.equal(run('POST', {}).passed, true);
  });

  it('accepts the Razorpay webhook, which is checked by its signature instead', () => {
    assert.equal(run('POST', { 'sec-fetch-site': 'cross-site' }, '/api/razorpay/webhook').passed, true);
  });
});
