import { describe, expect, it } from 'vitest';
import { CommonErrorCode } from '@portal/contracts/shapes';
import { authKeys, type SessionEnd } from './auth';
import { ApiRequestError } from './client';
import { createQueryClient } from './query-client';

const expired = () =>
  new ApiRequestError(
    401,
    JSON.stringify({ status: 401, code: CommonErrorCode.SessionExpired, message: 'Session expired' }),
    'Unauthorized',
  );

describe('createQueryClient', () => {
  it('signs the tab out and forgets the cached answers when any call says the session idled out', async () => {
    const client = createQueryClient();
    client.setQueryData(authKeys.user(), { id: 'u1', userType: 'admin' });
    client.setQueryData(['members', 'list'], { members: [{ id: 'm1' }], total: 1 });

    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(expired()) })
      .execute(undefined)
      .catch(() => undefined);

    expect(client.getQueryData(authKeys.user())).toBeNull();
    expect(client.getQueryData<SessionEnd>(authKeys.sessionEnd())).toBe('expired-during-visit');
    expect(client.getQueryData(['members', 'list'])).toBeUndefined();
  });

  it('leaves the sign-in alone for other failures, a plain 401 included', async () => {
    const client = createQueryClient();
    client.setQueryData(authKeys.user(), { id: 'u1', userType: 'admin' });

    await client
      .fetchQuery({ queryKey: ['members', 'list'], queryFn: () => Promise.reject(new ApiRequestError(401, '', 'x')) })
      .catch(() => undefined);

    expect(client.getQueryData(authKeys.user())).toEqual({ id: 'u1', userType: 'admin' });
    expect(client.getQueryData(authKeys.sessionEnd())).toBeUndefined();
  });
});
