import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ApiClient } from '../support/http-client';
import { TestStack } from '../support/test-stack';
import { LONE_SURROGATE, MB, NUL } from '../support/hostile-values';
import { openHostileRun } from '../support/fixtures/hostile-run';

/**
 * Bad input gets a clear 4xx, never a 500 (issue 13): report parameters, ID cards and verification, and
 * notifications. The sweep over every route is in hostile-input.spec.ts.
 */

describe('hostile input: reports, ID cards and notifications', () => {
  let stack: TestStack;
  let admin: ApiClient;
  let member: { id: string };

  beforeAll(async () => {
    ({ stack, admin, member } = await openHostileRun());
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  describe('report parameters (issue 13)', () => {
    it('refuses hostile report parameters with a 400 naming the parameter, before any file starts', async () => {
      const cases: Array<[string, string]> = [
        ['format=a%00b', 'format'],
        ['format=csv&format=pdf', 'format'],
        [`from=${'9'.repeat(2000)}`, 'from'],
        ['from=2025-02-30', 'from'],
        ['to=%ED%A0%80', 'to'],
        ['from=-99999-01-01', 'from'],
      ];
      for (const [query, field] of cases) {
        const res = await admin.get(`/api/reports/members?${query}`);
        const said = `${query.slice(0, 60)}: ${res.text.slice(0, 200)}`;
        assert.equal(res.status, 400, said);
        assert.equal(res.headers.get('content-disposition'), null, said);
        assert.equal(res.json.errors[0].field, field, said);
      }
      const type = await admin.get('/api/reports/members%00');
      assert.equal(type.status, 400, type.text);
    });
  });

  describe('ID cards and verification (issue 13)', () => {
    it('refuses hostile generation requests with a 400 and starts no job', async () => {
      const bodies: unknown[] = [
        {},
        { memberIds: [] },
        { memberIds: 'PHOTO0001' },
        { memberIds: [NUL] },
        { memberIds: [{ id: 'PHOTO0001' }] },
        { memberIds: ['x'.repeat(MB)] },
        { memberIds: Array.from({ length: 10001 }, (_, n) => `PHOTO${n}`) },
        { all: 'yes' },
        { all: false },
        { all: true, memberIds: 99 },
        { all: true, memberIds: ['PHOTO0001'] },
      ];
      for (const body of bodies) {
        const res = await admin.post('/api/id-cards/generate', body);
        const said = `${JSON.stringify(body).slice(0, 80)}: ${res.status} ${res.text.slice(0, 200)}`;
        assert.ok(res.status === 400 || res.status === 413, said);
        assert.equal(typeof res.json.message, 'string', said);
        assert.equal(res.json.jobId, undefined, said);
      }
    });

    it('answers odd job ids and verification links with a 4xx that reveals nothing', async () => {
      for (const jobId of ['a%00b', 'not-a-job', '%ED%A0%80', '9'.repeat(2000)]) {
        const res = await admin.get(`/api/id-cards/jobs/${jobId}`);
        assert.ok(
          res.status >= 400 && res.status < 500,
          `${jobId.slice(0, 40)}: ${res.status} ${res.text.slice(0, 200)}`,
        );
      }
      for (const query of ['', '?sig=', '?sig=a%00b', `?sig=${'A'.repeat(5000)}`, '?sig=x&sig=y', '?sig=%ED%A0%80']) {
        for (const path of ['/api/verify/PHOTO0001', '/api/verify/a%00b', `/api/verify/${'P'.repeat(3000)}`]) {
          const res = await new ApiClient(stack.url).get(`${path}${query}`);
          const said = `${path.slice(0, 40)}${query.slice(0, 40)}: ${res.status} ${res.text.slice(0, 200)}`;
          assert.ok(res.status >= 400 && res.status < 500, said);
          assert.equal(typeof res.json.message, 'string', said);
          assert.doesNotMatch(res.text, /Nanjunda/, said);
        }
      }
    });
  });

  describe('notifications (issue 13)', () => {
    it('refuses hostile notification bodies with a 400 and a message, sending nothing', async () => {
      const valid = { title: 'Annual meeting', message: 'On Sunday.', type: 'general' };
      const bodies: unknown[] = [
        {},
        { ...valid, title: `Ann${NUL}ual` },
        { ...valid, message: `On ${LONE_SURROGATE}Sunday` },
        { ...valid, title: 'x'.repeat(201) },
        { ...valid, message: 'x'.repeat(MB - 1024) },
        { ...valid, type: 'urgent' },
        { ...valid, type: ['general'] },
        { ...valid, status: 'deleted' },
        { ...valid, scheme: { $ne: null } },
        { ...valid, memberId: "1' OR '1'='1" },
        { ...valid, memberId: member.id.toUpperCase().replace(/.$/, 'Z') },
        { ...valid, status: 'active', memberId: member.id },
        { ...valid, email: 'yes' },
        [valid],
      ];
      const before = (await admin.get('/api/notifications/sent')).json.length;
      for (const body of bodies) {
        const res = await admin.post('/api/notifications', body);
        const said = `${JSON.stringify(body).slice(0, 80)}: ${res.status} ${res.text.slice(0, 200)}`;
        assert.ok(res.status === 400 || res.status === 413, said);
        assert.equal(typeof res.json.message, 'string', said);
      }
      assert.equal((await admin.get('/api/notifications/sent')).json.length, before);
    });

    it('answers odd notification ids with a 4xx when marking read', async () => {
      for (const id of ['a%00b', 'not-an-id', '%ED%A0%80', '9'.repeat(2000), "1'%20OR%20'1'%3D'1"]) {
        const res = await admin.post(`/api/notifications/${id}/read`);
        const said = `${id.slice(0, 40)}: ${res.status} ${res.text.slice(0, 200)}`;
        assert.ok(res.status >= 400 && res.status < 500, said);
        assert.equal(typeof res.json.message, 'string', said);
      }
    });
  });
});
