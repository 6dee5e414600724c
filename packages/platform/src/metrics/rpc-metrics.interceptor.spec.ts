import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { CallHandler, ExecutionContext } from '@nestjs/common';
import { CommonErrorCode } from '@portal/contracts';
import { lastValueFrom, Observable, of, throwError } from 'rxjs';
import { DomainException, NotFoundException } from '../errors/domain.exception';
import { PortalMetrics } from './portal-metrics';
import { RpcMetricsInterceptor } from './rpc-metrics.interceptor';

function rpcContext(subject: string): ExecutionContext {
  return {
    getType: () => 'rpc',
    switchToRpc: () => ({ getContext: () => ({ getSubject: () => subject }) }),
  } as unknown as ExecutionContext;
}

const handler = (answer: Observable<unknown>): CallHandler => ({ handle: () => answer });

describe('RpcMetricsInterceptor', () => {
  function setUp() {
    const metrics = new PortalMetrics();
    const sut = new RpcMetricsInterceptor(metrics, { config: { NATS_NAMESPACE: 'e2e_run1' } });
    const run = (subject: string, answer: Observable<unknown>) =>
      lastValueFrom(sut.intercept(rpcContext(subject), handler(answer))).catch(() => undefined);
    const text = async () => (await metrics.exposition()).body;
    return { sut, run, text };
  }

  it('counts each request by the contract’s subject, the same whatever the namespace, and times it', async () => {
    const { run, text } = setUp();
    await run('e2e_run1.membership.member.list', of({ items: [] }));
    await run('e2e_run1.membership.member.list', of({ items: [] }));
    const body = await text();
    assert.match(body, /^portal_rpc_handled_total\{subject="membership.member.list",outcome="ok"\} 2$/m);
    assert.match(
      body,
      /^portal_rpc_handle_duration_seconds_count\{subject="membership.member.list",outcome="ok"\} 2$/m,
    );
    assert.doesNotMatch(body, /e2e_run1/);
  });

  it('tells a refusal the caller can act on (4xx) from a failure (5xx or a bug), so an alert fires only on failures', async () => {
    const { run, text } = setUp();
    await run(
      'e2e_run1.membership.member.get',
      throwError(() => new NotFoundException('Member not found')),
    );
    await run(
      'e2e_run1.membership.member.get',
      throwError(() => new Error('relation "members" does not exist')),
    );
    await run(
      'e2e_run1.membership.member.get',
      throwError(() => new DomainException(CommonErrorCode.ServiceUnavailable, 'storage unavailable')),
    );
    const body = await text();
    assert.match(body, /^portal_rpc_handled_total\{subject="membership.member.get",outcome="refused"\} 1$/m);
    assert.match(body, /^portal_rpc_handled_total\{subject="membership.member.get",outcome="failed"\} 2$/m);
  });

  it('leaves requests that are not RPC alone', async () => {
    const { sut, text } = setUp();
    const http = { getType: () => 'http' } as unknown as ExecutionContext;
    assert.equal(await lastValueFrom(sut.intercept(http, handler(of('answer')))), 'answer');
    assert.doesNotMatch(await text(), /portal_rpc_handled_total\{/);
  });
});
