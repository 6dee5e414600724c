import 'reflect-metadata';
import { CorrectionRequestInput, MemberDto, MembershipEvents } from '@portal/contracts';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { memberActor, MembershipFixture, nextPhone, startMembershipFixture } from './membership-fixture';

/** Issue 32 "Correction": ask, list, decline, and the admin's edit closing the request, over Postgres. */
describe('correction requests over Postgres', () => {
  let fx: MembershipFixture;

  beforeAll(async () => {
    fx = await startMembershipFixture();
  });
  afterAll(() => fx?.teardown());

  const newMember = (): Promise<MemberDto> =>
    fx.members.create(
      {
        firstName: 'Lata',
        lastName: 'Rao',
        phone: nextPhone(),
        status: 'active',
        dateOfBirth: '1990-01-15',
        aadharNumber: '1234 5678 9012',
      },
      fx.admin,
    );
  const ask = (member: MemberDto, input: Partial<CorrectionRequestInput>) =>
    fx.corrections.create(input as CorrectionRequestInput, memberActor(member.id));
  const stored = async (memberUuid: string) =>
    Number(
      (
        await fx.dataSource.query(`SELECT count(*)::int AS n FROM correction_requests WHERE member_id = $1`, [
          memberUuid,
        ])
      )[0].n,
    );
  const eventsAbout = async (
    type: typeof MembershipEvents.CorrectionRequested | typeof MembershipEvents.CorrectionClosed,
    requestId: string,
  ) => (await fx.events(type)).filter((e) => e.data.request.id === requestId);

  it('records a member asking for a date of birth correction and tells the office once', async () => {
    const member = await newMember();
    const request = await ask(member, { field: 'dateOfBirth', value: ' 1990-01-25 ', note: 'Typo on the form' });
    assert.equal(request.status, 'open');
    assert.equal(request.requestedValue, '1990-01-25');
    assert.equal(request.note, 'Typo on the form');
    assert.deepEqual(
      (await fx.corrections.list(member.id, fx.admin)).map((r) => r.id),
      [request.id],
      'the admin sees it on the member',
    );
    assert.deepEqual(
      (await fx.corrections.list(member.id, memberActor(member.id))).map((r) => r.id),
      [request.id],
      'the member sees their own',
    );
    const [event] = await eventsAbout(MembershipEvents.CorrectionRequested, request.id);
    assert.equal(event?.data.member.id, member.id);
    assert.equal(event?.data.request.field, 'dateOfBirth');
  });

  it('refuses a second open request for the same field with 409, but takes another field', async () => {
    const member = await newMember();
    await ask(member, { field: 'name', value: 'Lata  Devi Rao' });
    await assert.rejects(ask(member, { field: 'name', value: 'Lata Rao' }), {
      code: 'MEMBERSHIP_CORRECTION_ALREADY_REQUESTED',
    });
    const other = await ask(member, { field: 'aadhaarLastFour', value: '4321 5678 9999' });
    assert.equal(other.requestedValue, '9999', 'only the last four Aadhaar digits are kept');
    assert.equal(await stored(member.id), 2);
  });

  it('refuses a value the member form would refuse with 400 naming value, and stores nothing', async () => {
    const member = await newMember();
    const cases: Partial<CorrectionRequestInput>[] = [
      { field: 'dateOfBirth', value: '1990-02-31' },
      { field: 'dateOfBirth', value: '2999-01-01' },
      { field: 'name', value: 'Lata' },
      { field: 'name', value: '   ' },
      { field: 'aadhaarLastFour', value: '12345' },
    ];
    for (const input of cases) {
      await assert.rejects(ask(member, input), (err: unknown) => {
        const e = err as { code?: string; details?: { errors?: { field: string }[] } };
        assert.equal(e.code, 'VALIDATION_FAILED', JSON.stringify(input));
        assert.equal(e.details?.errors?.[0]?.field, 'value', JSON.stringify(input));
        return true;
      });
    }
    assert.equal(await stored(member.id), 0);
  });

  it('lets no one ask for another member, and no other member read their requests', async () => {
    const member = await newMember();
    const other = await newMember();
    await assert.rejects(fx.corrections.create({ field: 'name', value: 'A B' }, fx.admin), {
      code: 'FORBIDDEN',
    });
    await ask(member, { field: 'name', value: 'Lata Devi' });
    await assert.rejects(fx.corrections.list(member.id, memberActor(other.id)), { code: 'FORBIDDEN' });
  });

  it("closes the open request as done when an admin changes that field, and leaves the other fields' open", async () => {
    const member = await newMember();
    const dob = await ask(member, { field: 'dateOfBirth', value: '1990-01-25' });
    const name = await ask(member, { field: 'name', value: 'Lata Devi' });
    await fx.members.update(member.id, { phone: nextPhone() }, fx.admin);
    assert.equal(
      (await fx.corrections.list(member.id, fx.admin)).every((r) => r.status === 'open'),
      true,
    );
    await fx.members.update(member.id, { dateOfBirth: '1990-01-25' }, fx.admin);
    const after = await fx.corrections.list(member.id, fx.admin);
    const closed = after.find((r) => r.id === dob.id)!;
    assert.equal(closed.status, 'done');
    assert.equal(closed.closedBy, fx.admin.userId);
    assert.ok(closed.closedAt);
    assert.equal(after.find((r) => r.id === name.id)?.status, 'open');
    const [event] = await eventsAbout(MembershipEvents.CorrectionClosed, dob.id);
    assert.equal(event?.data.request.status, 'done');
    const [edit] = await fx.dataSource.query(
      `SELECT after FROM audit_log WHERE action = 'member.updated' AND entity_id = $1 ORDER BY id DESC LIMIT 1`,
      [member.id],
    );
    assert.deepEqual(edit.after.correctionRequestsDone, [dob.id], "the edit's audit entry names the request it closed");
    // Asked again later: a new request may be opened for the field.
    const again = await ask(member, { field: 'dateOfBirth', value: '1990-01-26' });
    assert.equal(again.status, 'open');
  });

  it('declines with the reason the member is told, once; a reason is required', async () => {
    const member = await newMember();
    const request = await ask(member, { field: 'aadhaarLastFour', value: '1111' });
    await assert.rejects(fx.corrections.decline(request.id, '  ', fx.admin), { code: 'VALIDATION_FAILED' });
    await assert.rejects(fx.corrections.decline(request.id, 'No', memberActor(member.id)), { code: 'FORBIDDEN' });
    const declined = await fx.corrections.decline(request.id, 'Your Aadhaar card shows 9012', fx.admin);
    assert.equal(declined.status, 'declined');
    assert.equal(declined.declineReason, 'Your Aadhaar card shows 9012');
    await assert.rejects(fx.corrections.decline(request.id, 'Again', fx.admin), {
      code: 'MEMBERSHIP_CORRECTION_REQUEST_NOT_OPEN',
    });
    await assert.rejects(fx.corrections.decline('00000000-0000-4000-8000-000000000000', 'x', fx.admin), {
      code: 'MEMBERSHIP_CORRECTION_REQUEST_NOT_FOUND',
    });
    const events = await eventsAbout(MembershipEvents.CorrectionClosed, request.id);
    assert.equal(events.length, 1);
    assert.equal(events[0].data.request.declineReason, 'Your Aadhaar card shows 9012');
    const audit = await fx.dataSource.query(`SELECT action FROM audit_log WHERE entity_id = $1 ORDER BY id`, [
      request.id,
    ]);
    assert.deepEqual(
      audit.map((r: { action: string }) => r.action),
      ['correction-request.requested', 'correction-request.declined'],
    );
  });
});
