import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, api, apiUrl, buildUrl, formData, parseApiError } from './client';
import { CommonErrorCode } from '@portal/contracts/shapes';
import { stubFetch } from '../test/fetch-stub';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildUrl', () => {
  it('leaves out filters that are not set, so "All" does not send status=null', () => {
    expect(buildUrl('/api/members', { page: 1, limit: 5, search: undefined, status: null })).toBe(
      '/api/members?page=1&limit=5',
    );
  });

  it('returns the bare path when there is nothing to add', () => {
    expect(buildUrl('/api/events')).toBe('/api/events');
    expect(buildUrl('/api/events', { eventId: null })).toBe('/api/events');
  });

  it('encodes search text and keeps empty strings and zero', () => {
    expect(buildUrl('/api/members', { search: 'Ravi & Sons', page: 0, status: '' })).toBe(
      '/api/members?search=Ravi+%26+Sons&page=0&status=',
    );
  });

  it('repeats the key for list values and skips their nulls', () => {
    expect(buildUrl('/api/x', { id: ['a', null, 'b'] })).toBe('/api/x?id=a&id=b');
  });
});

describe('API calls', () => {
  it('sends the session cookie and a JSON body', async () => {
    const { calls } = stubFetch({ 'POST /api/auth/admin/login': { body: { admin: { id: '1' } } } });
    await expect(
      answerOf(api.POST('/api/auth/admin/login', { body: { email: 'a@b.in', password: 'secret1' } })),
    ).resolves.toEqual({
      admin: { id: '1' },
    });
    expect(calls[0].init?.credentials).toBe('include');
    expect(calls[0].body).toEqual({ email: 'a@b.in', password: 'secret1' });
    expect(new Headers(calls[0].init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends FormData as multipart without forcing a JSON content type', async () => {
    const { calls } = stubFetch({ 'POST /api/members/bulk-import': { body: { success: true } } });
    let form: FormData | undefined;
    await answerOf(
      api.POST('/api/members/bulk-import', {
        body: { file: new File(['a,b'], 'm.csv') },
        bodySerializer: (body) => (form = formData(body)),
      }),
    );
    expect(calls[0].init?.body).toBe(form);
    expect((form?.get('file') as File).name).toBe('m.csv');
    expect(new Headers(calls[0].init?.headers).get('Content-Type')).toBeNull();
  });

  it('sends the language the page is shown in, and a language a call names itself (registration, issue 31)', async () => {
    const { calls } = stubFetch({
      'GET /api/auth/user': { body: 'null' },
      'POST /api/register': { body: { success: true } },
    });
    await answerOf(api.GET('/api/auth/user'));
    expect(new Headers(calls[0].init?.headers).get('Accept-Language')).toBe('en');
    await answerOf(
      api.POST('/api/register', {
        body: {} as never,
        bodySerializer: () => new FormData(),
        headers: { 'Accept-Language': 'kn' },
      }),
    );
    // A header the call names reaches the server: the registration's language was dropped here before.
    expect(new Headers(calls[1].init?.headers).get('Accept-Language')).toBe('kn');
    expect(new Headers(calls[1].init?.headers).get('Accept')).toBe('application/json');
  });

  it('reads an empty answer as null (a logged-out user)', async () => {
    stubFetch({ 'GET /api/auth/user': { body: '' } });
    await expect(answerOf(api.GET('/api/auth/user'))).resolves.toBeNull();
  });

  it('turns a failed call into "<status>: <body>" so toasts can show the server reason', async () => {
    stubFetch({ 'POST /api/auth/admin/login': { status: 401, body: { message: 'Invalid credentials' } } });
    await expect(answerOf(api.POST('/api/auth/admin/login', { body: { email: '', password: '' } }))).rejects.toThrow(
      '401: {"message":"Invalid credentials"}',
    );
  });

  it('uses the status text when the failed answer has no body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 503, statusText: 'Service Unavailable' })),
    );
    await expect(answerOf(api.GET('/api/dashboard/stats'))).rejects.toThrow('503: Service Unavailable');
  });
});

describe('apiUrl', () => {
  it('fills in the path parameters of a described route, encoded, and adds the query string', () => {
    expect(apiUrl('/api/members/{id}/id-card', { path: { id: 'a/b' } })).toBe('/api/members/a%2Fb/id-card');
    expect(apiUrl('/api/payment-records/export/csv', { query: { scheme: 'esi', status: undefined } })).toBe(
      '/api/payment-records/export/csv?scheme=esi',
    );
  });
});

describe('parseApiError', () => {
  it('reads code, message, field errors and the offending field from a gateway error body', () => {
    const err = new Error(
      '409: {"status":409,"code":"CONFLICT","message":"Taken","field":"memberId","errors":[{"field":"memberId","message":"in use"}]}',
    );
    expect(parseApiError(err)).toEqual({
      status: 409,
      code: CommonErrorCode.Conflict,
      message: 'Taken',
      field: 'memberId',
      errors: [{ field: 'memberId', message: 'in use' }],
    });
  });

  it('keeps a plain-text body as the message', () => {
    expect(parseApiError(new Error('502: Bad Gateway'))).toEqual({ status: 502, message: 'Bad Gateway' });
  });

  it('reports status 0 for network failures that never reached the server', () => {
    expect(parseApiError(new TypeError('Failed to fetch'))).toEqual({ status: 0, message: 'Failed to fetch' });
  });
});
