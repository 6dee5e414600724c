import 'reflect-metadata';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ApiClient } from '../support/http-client';
import { startTestStack, TestStack } from '../support/test-stack';
import { MemberAccounts } from './member-auth.fixtures';

const PASSWORD = 'Pentax-K1-Mangaluru';

/** A request as it reaches the gateway through a reverse proxy from this client IP (TRUST_PROXY is on here). */
const from = (ip: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...extra });

/**
 * The guessing budget per account across addresses (issue 27), on the default sign-in limits: guessing one
 * account from many addresses gets few password checks, while its owner signs in from a known device at once.
 * A 401 is a checked password; a 429 is answered before identity is asked, so its password is never checked.
 */
describe('sign-in guessing from many addresses', () => {
  let stack: TestStack;
  let members: MemberAccounts;

  beforeAll(async () => {
    stack = await startTestStack({ env: { TRUST_PROXY: 'true' } });
    members = await MemberAccounts.open(stack);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  const signIn = (body: object, headers: Record<string, string>) =>
    new ApiClient(stack.url).post('/api/auth/member/login', body, headers);

  /** What a failed sign-in tells: status, code and message (the seconds to wait aside). */
  const answerOf = (res: { status: number; json: any }) => ({
    status: res.status,
    code: res.json?.code,
    message: String(res.json?.message).replace(/\d+ (second|minute)s?/g, 'N $1s'),
  });

  it('checks at most 20 of 300 guesses from 60 addresses within a minute, while the member signs in from their own device each time', async () => {
    const member = await members.withPassword(PASSWORD);
    const credentials = { identifier: member.memberId, password: PASSWORD };
    const home = from('192.0.2.10');
    const first = await signIn(credentials, home);
    assert.equal(first.status, 200, first.text);
    const device = first.headers
      .getSetCookie()
      .find((c) => c.startsWith('portal.device='))
      ?.split(';')[0];
    assert.ok(device, 'a known-device cookie is set');

    const started = Date.now();
    const answers: Array<{ status: number; json: any }> = [];
    const ownerStatuses: number[] = [];
    for (let wave = 0; wave < 30; wave += 1) {
      const guesses = Array.from({ length: 10 }, (_, n) => {
        const guess = wave * 10 + n;
        return signIn(
          { identifier: member.memberId, password: `guess-${guess}-pw` },
          from(`198.18.7.${(guess % 60) + 1}`),
        );
      });
      const [owner, ...results] = await Promise.all([
        signIn(credentials, from('192.0.2.10', { cookie: device })),
        ...guesses,
      ]);
      ownerStatuses.push(owner.status);
      answers.push(...results);
    }
    const seconds = (Date.now() - started) / 1000;

    const checked = answers.filter((a) => a.status === 401).length;
    const unchecked = answers.filter((a) => a.status === 429);
    assert.ok(seconds < 60, `the guesses took ${seconds} s`);
    assert.equal(checked + unchecked.length, 300, answers.map((a) => a.status).join(' '));
    assert.ok(checked >= 5, `the first guesses are checked: ${checked}`);
    assert.ok(checked <= 20, `${checked} of 300 guesses were checked`);
    assert.deepEqual(
      ownerStatuses,
      Array(30).fill(200),
      'the member signs in from their own device during the guessing',
    );
    for (const refused of unchecked) {
      assert.match(refused.json.message, /^Too many failed login attempts\. Please try again in \d+ seconds?\.$/);
    }

    // The right password from a new address is not checked either while the guessing goes on. One more guess
    // first: checked (a fresh failure) or refused (a wait in force), the account is waiting right after it, however
    // long the waves above took on a loaded machine (the last checked guess may be more than 30 s back).
    const last = await signIn({ identifier: member.memberId, password: 'guess-last-pw' }, from('198.18.7.61'));
    assert.ok([401, 429].includes(last.status), last.text);
    const newDevice = await signIn(credentials, from('198.18.7.200'));
    assert.equal(newDevice.status, 429, newDevice.text);
    assert.ok(
      Number(newDevice.headers.get('retry-after')) <= 30,
      `Retry-After ${newDevice.headers.get('retry-after')}`,
    );
  });

  it('answers guesses at an unknown account from many addresses exactly as at a real one', async () => {
    const member = await members.withPassword(PASSWORD);
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      const real = await signIn(
        { identifier: member.memberId, password: 'wrong-password' },
        from(`198.18.8.${attempt}`),
      );
      const unknown = await signIn(
        { identifier: 'PHOTO99980', password: 'wrong-password' },
        from(`198.18.9.${attempt}`),
      );
      assert.deepEqual(answerOf(unknown), answerOf(real), `attempt ${attempt}`);
      assert.equal(real.status, attempt <= 5 ? 401 : 429, `attempt ${attempt}: ${real.text}`);
      assert.doesNotMatch(real.text, /lock/i);
    }
  });
});
