import { decodePdfQr, extractPdfText, waitFor } from '@portal/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { tinyPng } from '../support/fixtures/files';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { FormClient } from '../support/fixtures/multipart';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

/**
 * ID cards over HTTP (issue 13): background generation with its progress, the newest card served to the
 * admin and the member, the certificate opened inline, and the public verification behind the QR code.
 */
describe('ID cards, certificates and verification over HTTP', () => {
  let stack: TestStack;
  let sessions: MemberSessions;
  let admin: ApiClient;
  let owner: MemberSession;
  let other: MemberSession;

  /** A file as the browser gets it: bytes and headers (ApiClient reads text). */
  async function download(api: ApiClient, path: string) {
    const res = await fetch(`${stack.url}${path}`, { headers: api.sessionCookie ? { cookie: api.sessionCookie } : {} });
    return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
  }

  function finishedJob(jobId: string) {
    return waitFor(
      async () => {
        const res = await admin.get(`/api/id-cards/jobs/${jobId}`);
        assert.equal(res.status, 200, res.text);
        return (res.json.status === 'completed' || res.json.status === 'failed') && res.json;
      },
      { timeoutMs: 60_000, intervalMs: 200, what: `ID card job ${jobId} to finish` },
    );
  }

  /** The member id and signature the card's QR code carries, and the URL itself. */
  async function scannedCard(api: ApiClient, memberUuid: string) {
    const card = await download(api, `/api/members/${memberUuid}/id-card`);
    assert.equal(card.status, 200, card.body.toString().slice(0, 200));
    const url = new URL(await decodePdfQr(card.body, 1));
    return { url, memberId: url.pathname.split('/').pop()!, sig: url.searchParams.get('sig')! };
  }

  beforeAll(async () => {
    stack = await sharedTestStack();
    sessions = await MemberSessions.open(stack);
    admin = sessions.admin;
    owner = await sessions.signedIn({ firstName: 'Shankar', lastName: 'Hegde' });
    other = await sessions.signedIn({ firstName: 'Meera', lastName: 'Shetty' });
    const photo = await new FormClient(stack.url, admin).post(`/api/members/${owner.member.id}/photo`, [
      { name: 'photo', fileName: 'photo.png', type: 'image/png', data: tinyPng() },
    ]);
    assert.equal(photo.status, 201, photo.text);
  }, 180_000);
  afterAll(async () => {
    await stack?.teardown();
  });

  it('generates the selected cards in the background, reports progress, and lists them with when they were made', async () => {
    const before = await admin.get('/api/id-cards/stats');
    assert.equal(before.status, 200, before.text);

    const start = await admin.post('/api/id-cards/generate', {
      memberIds: [owner.member.memberId, other.member.memberId],
    });
    assert.equal(start.status, 202, start.text);
    assert.match(start.json.jobId, /^[0-9a-f-]{36}$/);
    const job = await finishedJob(start.json.jobId);
    assert.deepEqual([job.status, job.total, job.done, job.failed], ['completed', 2, 2, []]);

    const list = await admin.get(`/api/id-cards?search=${encodeURIComponent('Shankar Hegde')}`);
    assert.equal(list.status, 200, list.text);
    assert.equal(list.json.total, 1);
    const [row] = list.json.items;
    assert.equal(row.memberId, owner.member.memberId);
    assert.equal(row.hasCard, true);
    assert.equal(row.source, 'generated');
    assert.ok(!Number.isNaN(Date.parse(row.generatedAt)), row.generatedAt);

    // The dashboard's feed gets one line for the job (the notifications service follows the event).
    const items = await waitFor(
      async () => {
        const activity = await admin.get('/api/dashboard/activity');
        assert.equal(activity.status, 200, activity.text);
        const found = (activity.json as Array<{ type: string; title: string }>).filter(
          (item) => item.type === 'id_card_generated',
        );
        return found.length > 0 && found;
      },
      { timeoutMs: 20_000, intervalMs: 200, what: 'the ID card job in the dashboard feed' },
    );
    assert.deepEqual(
      items.map((item) => item.title),
      ['ID cards generated for 2 members'],
    );

    const after = await admin.get('/api/id-cards/stats');
    assert.equal(after.json.generated, before.json.generated + 2);
    assert.equal(after.json.totalMembers, before.json.totalMembers);
  });

  it('lets the member download their card, whose QR code opens a verification with name, photo, status and validity only', async () => {
    const downloadsBefore = (await admin.get('/api/id-cards/stats')).json.downloads;
    const card = await download(owner.api, `/api/members/${owner.member.id}/id-card`);
    assert.equal(card.status, 200);
    assert.equal(card.headers.get('content-type'), 'application/pdf');
    assert.match(card.headers.get('content-disposition') ?? '', /^inline/);
    const { text } = await extractPdfText(card.body);
    assert.match(text, /Shankar Hegde/);
    assert.ok(text.includes(owner.member.memberId));
    assert.equal((await admin.get('/api/id-cards/stats')).json.downloads, downloadsBefore + 1);
    // The portal asks with HEAD whether there is a card before opening it: asking is not downloading.
    const asked = await fetch(`${stack.url}/api/members/${owner.member.id}/id-card`, {
      method: 'HEAD',
      headers: { cookie: owner.api.sessionCookie! },
    });
    assert.equal(asked.status, 200);
    assert.equal((await admin.get('/api/id-cards/stats')).json.downloads, downloadsBefore + 1);

    const { url, memberId, sig } = await scannedCard(owner.api, owner.member.id);
    assert.equal(url.pathname, `/verify/${owner.member.memberId}`);
    const anonymous = new ApiClient(stack.url);
    const verified = await anonymous.get(`/api/verify/${memberId}?sig=${encodeURIComponent(sig)}`);
    assert.equal(verified.status, 200, verified.text);
    assert.deepEqual(Object.keys(verified.json).sort(), ['memberId', 'name', 'photoUrl', 'status', 'validUntil']);
    assert.equal(verified.json.name, 'Shankar Hegde');
    assert.equal(verified.json.status, 'active');
    assert.equal(verified.json.validUntil, owner.member.membershipEndDate);
    const photo = await download(anonymous, verified.json.photoUrl);
    assert.equal(photo.status, 200);
    assert.equal(photo.headers.get('content-type'), 'image/png');
  });

  it('refuses a wrong, missing or borrowed signature with the same 404 that names nobody', async () => {
    const { sig } = await scannedCard(admin, owner.member.id);
    const anonymous = new ApiClient(stack.url);
    const attempts = [
      `/api/verify/${owner.member.memberId}?sig=${sig.slice(1)}x`,
      `/api/verify/${owner.member.memberId}`,
      `/api/verify/${other.member.memberId}?sig=${sig}`,
      `/api/verify/PHOTO99999?sig=${sig}`,
      `/api/verify/${owner.member.memberId}/photo?sig=wrong`,
    ];
    for (const path of attempts) {
      const res = await anonymous.get(path);
      assert.equal(res.status, 404, `${path}: ${res.text}`);
      assert.equal(res.json.message, 'This verification link is not valid', path);
      assert.doesNotMatch(res.text, /Shankar|Meera|active/, path);
    }
  });

  it('shows a member suspended after the card was printed as suspended', async () => {
    const { memberId, sig } = await scannedCard(admin, other.member.id);
    const suspend = await admin.put(`/api/members/${other.member.id}`, { status: 'suspended' });
    assert.equal(suspend.status, 200, suspend.text);
    const verified = await new ApiClient(stack.url).get(`/api/verify/${memberId}?sig=${encodeURIComponent(sig)}`);
    assert.equal(verified.status, 200, verified.text);
    assert.equal(verified.json.status, 'suspended');
  });

  it('serves an ID card the admin uploads later instead of the generated one (the newest wins)', async () => {
    const upload = await new FormClient(stack.url, admin).post(`/api/members/${owner.member.id}/id-card`, [
      { name: 'idCard', fileName: 'printed-card.png', type: 'image/png', data: tinyPng() },
    ]);
    assert.equal(upload.status, 201, upload.text);
    const card = await download(owner.api, `/api/members/${owner.member.id}/id-card`);
    assert.equal(card.headers.get('content-type'), 'image/png');
    const [row] = (await admin.get(`/api/id-cards?search=${owner.member.memberId}`)).json.items;
    assert.equal(row.source, 'uploaded');
  });

  it('opens the certificate inline for the admin and the member, and refuses others', async () => {
    for (const api of [admin, owner.api]) {
      const certificate = await download(api, `/api/members/${owner.member.id}/certificate`);
      assert.equal(certificate.status, 200);
      assert.equal(certificate.headers.get('content-type'), 'application/pdf');
      assert.match(certificate.headers.get('content-disposition') ?? '', /^inline/);
      const { text } = await extractPdfText(certificate.body);
      assert.match(text, /CERTIFICATE OF MEMBERSHIP/);
      assert.match(text, /Shankar Hegde/);
      assert.ok(text.includes(owner.member.memberId));
    }
    // Meera was suspended above (her session ended with it): another member asks.
    const stranger = await sessions.signedIn({ firstName: 'Kiran', lastName: 'Naik' });
    assert.equal((await download(stranger.api, `/api/members/${owner.member.id}/certificate`)).status, 403);
    assert.equal((await download(new ApiClient(stack.url), `/api/members/${owner.member.id}/certificate`)).status, 401);
  });

  it('answers an unknown job with 404 and a request naming nobody with 400', async () => {
    const unknown = await admin.get(`/api/id-cards/jobs/${randomUUID()}`);
    assert.equal(unknown.status, 404, unknown.text);
    assert.equal(unknown.json.message, 'Generation job not found');
    const empty = await admin.post('/api/id-cards/generate', {});
    assert.equal(empty.status, 400, empty.text);
    const none = await admin.post('/api/id-cards/generate', { memberIds: [] });
    assert.equal(none.status, 400, none.text);
    assert.match(none.text, /Select at least one member/);
  });
});
