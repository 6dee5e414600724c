import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { ClientProxy, NatsRecord } from '@nestjs/microservices';
import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception';
import { IdentitySubjects } from '@portal/contracts';
import { CORRELATION_HEADER, PortalMetrics } from '@portal/platform';
import { ErrorCode as NatsErrorCode, NatsError } from 'nats';
import { CLS_ID, ClsServiceManager } from 'nestjs-cls';
import { Observable, of, throwError, TimeoutError } from 'rxjs';
import { GatewayConfig } from '../config';
import { isServiceUnavailable, RpcClient } from './rpc-client.service';

function timeoutError(): TimeoutError {
  // rxjs builds TimeoutError itself; take a real one from a timed-out observable.
  return Object.create(TimeoutError.prototype) as TimeoutError;
}

describe('isServiceUnavailable', () => {
  it('treats "no subscribers", our timeout and a lost NATS connection as a 503, so a stopped service never hangs a request', () => {
    assert.equal(isServiceUnavailable(new EmptyResponseException('portal.identity.admin.login')), true);
    assert.equal(isServiceUnavailable(timeoutError()), true);
    assert.equal(isServiceUnavailable(new NatsError('503', NatsErrorCode.NoResponders)), true);
    assert.equal(isServiceUnavailable(new NatsError('closed', NatsErrorCode.ConnectionClosed)), true);
    assert.equal(isServiceUnavailable(new NatsError('refused', NatsErrorCode.ConnectionRefused)), true);
  });

  it('does not call a bug "unavailable" just because its message mentions a connection, so real faults surface as 500', () => {
    assert.equal(isServiceUnavailable(new Error('connection string is invalid')), false);
    assert.equal(isServiceUnavailable({ message: 'no responders' }), false);
    assert.equal(isServiceUnavailable(new NatsError('bad subject', NatsErrorCode.BadSubject)), false);
  });
});

describe('RpcClient', () => {
  function client() {
    const sent: { subject: string; headers: Record<string, string | undefined> }[] = [];
    const proxy = {
      send: (subject: string, record: NatsRecord) => {
        sent.push({ subject, headers: { [CORRELATION_HEADER]: record.headers?.get(CORRELATION_HEADER) || undefined } });
        return of({ ok: true });
      },
    } as unknown as ClientProxy;
    const config = { NATS_NAMESPACE: 'test', RPC_TIMEOUT_MS: 1000 } as GatewayConfig;
    const cls = ClsServiceManager.getClsService();
    return { sut: new RpcClient(proxy, config, cls), cls, sent };
  }

  it("sends the request's id with every call it makes, so its log lines in every service can be found together", async () => {
    const { sut, cls, sent } = client();
    await cls.run(async () => {
      cls.set(CLS_ID, 'req-12345678');
      await sut.rpc(IdentitySubjects.GetAdmin, { id: 'a1' });
      await sut.rpc(IdentitySubjects.GetAdmin, { id: 'a2' });
    });
    assert.deepEqual(
      sent.map((s) => s.headers[CORRELATION_HEADER]),
      ['req-12345678', 'req-12345678'],
    );
    assert.equal(sent[0].subject, 'test.identity.admin.get');
  });

  it('sends no id for a call made outside any request (start-up, scheduled work)', async () => {
    const { sut, sent } = client();
    await sut.rpc(IdentitySubjects.GetAdmin, { id: 'a1' });
    assert.equal(sent[0].headers[CORRELATION_HEADER], undefined);
  });
});

describe('RpcClient metrics', () => {
  function client(answers: Array<() => Observable<unknown>>) {
    const metrics = new PortalMetrics();
    const proxy = { send: () => answers.shift()!() } as unknown as ClientProxy;
    const config = { NATS_NAMESPACE: 'test', RPC_TIMEOUT_MS: 1000 } as GatewayConfig;
    const sut = new RpcClient(proxy, config, ClsServiceManager.getClsService(), metrics);
    return { sut, text: async () => (await metrics.exposition()).body };
  }

  it('counts every call by the contract’s subject and how it ended, so a service that stops answering shows at once', async () => {
    const { sut, text } = client([
      () => of({ id: 'a1' }),
      () => throwError(() => ({ status: 404, code: 'NOT_FOUND', message: 'Admin not found' })),
      () => throwError(() => ({ status: 500, code: 'INTERNAL', message: 'Internal error (reference x)' })),
      () => throwError(() => new EmptyResponseException('test.identity.admin.get')),
    ]);
    await sut.rpc(IdentitySubjects.GetAdmin, { id: 'a1' });
    for (let i = 0; i < 3; i++) await assert.rejects(sut.rpc(IdentitySubjects.GetAdmin, { id: 'a1' }));
    const body = await text();
    for (const outcome of ['ok', 'refused', 'failed', 'unavailable'])
      assert.match(
        body,
        new RegExp(`^portal_rpc_calls_total\\{subject="identity.admin.get",outcome="${outcome}"\\} 1$`, 'm'),
      );
    assert.match(body, /^portal_rpc_call_duration_seconds_count\{subject="identity.admin.get",outcome="ok"\} 1$/m);
    assert.doesNotMatch(body, /test\.identity/, 'the namespace is not part of the subject');
  });
});
