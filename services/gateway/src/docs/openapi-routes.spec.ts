import { describe, it } from '@jest/globals';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';
import assert from 'node:assert/strict';
import { operations } from './describe-dtos';
import { describedApi, gatewayModule, operation, resolve } from './openapi-document.fixture';

const document = describedApi();

/** The /api routes of the spec's route table (shared/ROUTES.md) that the gateway serves today. */
const SERVED_TODAY = [
  'GET /api/health',
  'GET /api/auth/user',
  'POST /api/auth/admin/login',
  'POST /api/auth/member/login',
  'GET /api/logout',
  'POST /api/auth/logout',
  'POST /api/auth/setup-password',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/member/change-password',
  'GET /api/registration/status',
  'GET /api/registration/settings',
  'PUT /api/registration/settings',
  'POST /api/register',
  'GET /api/members/next-id',
  'GET /api/members',
  'POST /api/members',
  'GET /api/members/{id}',
  'PUT /api/members/{id}',
  'DELETE /api/members/{id}',
  'POST /api/members/bulk-import',
  'GET /api/members/sample-csv',
  'GET /api/members/export',
  'POST /api/members/{id}/approve',
  'POST /api/members/{id}/reject',
  'GET /api/members/{id}/photo',
  'POST /api/members/{id}/photo',
  'DELETE /api/members/{id}/photo',
  'GET /api/members/{id}/id-card',
  'POST /api/members/{id}/id-card',
  'DELETE /api/members/{id}/id-card',
  'GET /api/members/{id}/passport-photo',
  'GET /api/members/{id}/id-proof',
  'GET /api/members/{id}/documents',
  'POST /api/members/{id}/documents',
  'DELETE /api/members/{id}/documents/{docId}',
  'POST /api/members/renewal-request',
  'POST /api/members/email-change/confirm',
  'POST /api/members/email-change/restore',
  'GET /api/membership-fees',
  'PUT /api/membership-fees',
  'GET /api/dashboard/stats',
  'GET /api/dashboard/activity',
  'GET /api/scheme-settings',
  'PUT /api/scheme-settings/{id}',
  'GET /api/payment-records',
  'GET /api/payment-records/scheme-members',
  'GET /api/payment-records/stats',
  'GET /api/payment-records/export/csv',
  'POST /api/payment-records',
  'PUT /api/payment-records/{id}',
  'GET /api/payment-records/{id}/receipt',
  'GET /api/razorpay/checkout',
  'POST /api/razorpay/create-order',
  'POST /api/razorpay/verify-payment',
  'POST /api/razorpay/webhook',
  'GET /api/events',
  'POST /api/events',
  'PUT /api/events/{id}',
  'DELETE /api/events/{id}',
  'POST /api/events/{id}/signup',
  'DELETE /api/events/{id}/signup',
  'GET /api/events/{id}/attendees',
  'GET /api/gallery',
  'POST /api/gallery',
  'DELETE /api/gallery/{id}',
  'GET /api/gallery/{id}/media',
  'GET /api/gallery/{id}/thumbnail',
  'GET /api/scheme-documents',
  'POST /api/scheme-documents',
  'DELETE /api/scheme-documents/{id}',
  'GET /api/scheme-documents/{id}/download',
  'GET /api/notifications',
  'POST /api/notifications',
  'POST /api/notifications/{id}/read',
];

describe('the API description at /api/docs', () => {
  it('describes what every route answers on success: a schema for each JSON answer, the media types of each file', () => {
    // GET /api/logout redirects; GET /api/health is for monitors and writes its status itself.
    const unread = new Set(['GET /api/logout', 'GET /api/health']);
    const missing = operations(document())
      .filter(([path, method]) => !unread.has(`${method.toUpperCase()} ${path}`))
      .filter(([, , op]) => {
        const success = Object.entries(op.responses).find(([code]) => code.startsWith('2'))?.[1] as
          { content?: Record<string, { schema?: SchemaObject | ReferenceObject }> } | undefined;
        const content = Object.values(success?.content ?? {});
        return content.length === 0 || content.some((media) => !media.schema);
      })
      .map(([path, method]) => `${method.toUpperCase()} ${path}`);
    assert.deepEqual(missing, [], 'routes whose answer the description does not say');
  });

  it('names the answer of a route by the very schema the handler returns, e.g. a member list and a bare member', () => {
    const json = (route: string) =>
      (operation(route).responses['200'] as { content: Record<string, { schema: SchemaObject }> }).content[
        'application/json'
      ].schema;
    assert.deepEqual(json('GET /api/members'), { $ref: '#/components/schemas/ListMembersAnswer' });
    assert.deepEqual(json('GET /api/members/{id}'), { $ref: '#/components/schemas/MemberDto' });
    assert.deepEqual(json('GET /api/events'), { type: 'array', items: { $ref: '#/components/schemas/EventDto' } });
    const member = resolve({ $ref: '#/components/schemas/MemberDto' });
    assert.ok(member.required?.includes('memberId'), 'a member has its display code');
    assert.equal((member.properties?.email as SchemaObject).nullable, true, 'a member may have no e-mail address');
  });

  it('documents every route the gateway serves', () => {
    const documented = documentedRoutes();
    assert.deepEqual(
      servedRoutes().filter((route) => !documented.has(route)),
      [],
    );
  });

  it('serves and documents every route of the spec built so far, so the docs never miss a route a screen calls', () => {
    const documented = documentedRoutes();
    const served = new Set(servedRoutes());
    assert.deepEqual(
      SERVED_TODAY.filter((route) => !served.has(route) || !documented.has(route)),
      [],
    );
  });
});

function documentedRoutes(): Set<string> {
  return new Set(operations(document()).map(([path, method]) => `${method.toUpperCase()} ${path}`));
}

/** The routes the gateway's controllers declare, as `METHOD /api/path/{param}`. */
function servedRoutes(): string[] {
  return (gatewayModule.controllers ?? []).flatMap((controller) => {
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    return Object.getOwnPropertyNames(controller.prototype).flatMap((name) => {
      const handler = (controller.prototype as Record<string, unknown>)[name];
      if (name === 'constructor' || typeof handler !== 'function') return [];
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      if (path === undefined) return [];
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const full = `/api/${base}/${path}`
        .replace(/\/+/g, '/')
        .replace(/\/$/, '')
        .replace(/:(\w+)/g, '{$1}');
      return [`${method} ${full}`];
    });
  });
}
