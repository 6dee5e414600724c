import assert from 'node:assert/strict';
import { totpCode } from '@portal/platform';
import { ApiClient } from '../support/http-client';

/** Test helpers: an admin's authenticator app and turning two-factor sign-in on, for the two-factor specs. */

/** The code the admin's authenticator app shows `steps` 30-second steps from now (the server accepts ±1). */
export const codeFor = (secret: string, steps = 0) => totpCode(secret, Date.now() + steps * 30_000);

/** What a refusal tells: status, code, message. */
export const refusal = (res: { status: number; json: any }) => [res.status, res.json?.code, res.json?.message];

const stepNow = () => Math.floor(Date.now() / 30_000);

/**
 * Turns two-factor sign-in on with the code of the step before now, so now's and the next step's codes stay for the
 * sign-ins that follow. When a 30-second step ends while the request is on its way, the server counts that code two
 * steps old and refuses it: then once more with the new step's code (a loaded machine made this fail in CI).
 */
export async function enableWithPreviousCode(api: ApiClient, secret: string) {
  const step = stepNow();
  const res = await api.post('/api/auth/admin/two-factor/enable', { code: codeFor(secret, -1) });
  if (res.status === 200 || stepNow() === step) return res;
  return api.post('/api/auth/admin/two-factor/enable', { code: codeFor(secret, -1) });
}

/** An admin of `role` with their own account sets up and turns on two-factor sign-in; the secret and codes. */
export async function enrolled(api: ApiClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await api.post('/api/auth/admin/two-factor/setup', {});
  assert.equal(setup.status, 200, setup.text);
  const enable = await enableWithPreviousCode(api, setup.json.secret);
  assert.equal(enable.status, 200, enable.text);
  return { secret: setup.json.secret, recoveryCodes: enable.json.recoveryCodes };
}
