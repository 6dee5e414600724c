/**
 * The messaging-hop benchmark (issue 14): `npm run bench:rpc`.
 * One no-op NestJS handler in a process of its own; the same request sent to it
 * through the gateway's RPC client (Nest's NATS ClientProxy, inside a request's
 * context) and as a raw `nats` request, one at a time and 32 in flight.
 * bench/README.md explains every line.
 */
import { CORRELATION_HEADER, namespaced } from '@portal/platform';
import { resolveNats, uniqueRunId } from '@portal/testing';
import { connect, headers as natsHeaders, NatsConnection } from 'nats';
import { ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { NOOP_SUBJECT } from './rpc/noop-subject';
import { gatewayRpc, GatewayRpc } from './support/gateway-rpc';
import { summary } from './support/latencies';
import { load, log, runBenchmark, UsageError } from './support/portal-run';
import { ms, ratioLine, reportText, ResultLine } from './support/report';

const SEQUENTIAL = 4000;
const IN_FLIGHT = 32;
const CONCURRENT_ROUNDS = 8;
const CONCURRENT_PER_ROUND = 4000;
const WARM_UP = 500;

type Send = () => Promise<void>;

async function startNoopService(natsUrl: string, namespace: string): Promise<ChildProcess> {
  const child = fork(join(__dirname, 'rpc', 'noop-service.js'), [natsUrl, namespace], { stdio: 'inherit' });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the no-op service exited with ${code}`)));
  });
  return child;
}

/** A send through the gateway's RPC client, as a request's handler makes it. */
async function gatewaySend(natsUrl: string, namespace: string): Promise<{ send: Send; client: GatewayRpc }> {
  const client = await gatewayRpc(natsUrl, namespace);
  const send: Send = async () => {
    const answer = await client.rpc(NOOP_SUBJECT, {});
    if (answer.status !== 'up') throw new Error(`unexpected answer ${JSON.stringify(answer)}`);
  };
  return { send, client };
}

/** The same bytes Nest puts on the wire (its packet and the correlation header), as a plain `nats` request. */
function rawSend(nc: NatsConnection, namespace: string): Send {
  const subject = namespaced(namespace, NOOP_SUBJECT);
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  return async () => {
    const id = randomUUID();
    const headers = natsHeaders();
    headers.set(CORRELATION_HEADER, randomUUID());
    const reply = await nc.request(subject, encoder.encode(JSON.stringify({ pattern: NOOP_SUBJECT, data: {}, id })), {
      timeout: 10_000,
      headers,
    });
    const packet = JSON.parse(decoder.decode(reply.data)) as { response?: { status?: string } };
    if (packet.response?.status !== 'up') throw new Error(`unexpected answer ${decoder.decode(reply.data)}`);
  };
}

async function timedSend(send: Send, into: number[]): Promise<void> {
  const started = performance.now();
  await send();
  into.push(performance.now() - started);
}

/** One at a time, ours and the baseline alternating request by request. */
async function sequential(ours: Send, raw: Send, count: number) {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < count; i++) {
    if (i % 2 === 0) {
      await timedSend(ours, a);
      await timedSend(raw, b);
    } else {
      await timedSend(raw, b);
      await timedSend(ours, a);
    }
  }
  return { ours: summary(a), raw: summary(b) };
}

/** `inFlight` callers, each sending as soon as its last answer came; `total` requests in all. */
async function closedLoop(send: Send, inFlight: number, total: number, into: number[]): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next++ < total) await timedSend(send, into);
    }),
  );
  return total / ((performance.now() - started) / 1000);
}

/** Rounds of each, alternating which goes first, so both see the same machine. */
async function concurrent(ours: Send, raw: Send) {
  const a: number[] = [];
  const b: number[] = [];
  const rates = { ours: [] as number[], raw: [] as number[] };
  for (let round = 0; round < CONCURRENT_ROUNDS; round++) {
    const order = round % 2 === 0 ? (['ours', 'raw'] as const) : (['raw', 'ours'] as const);
    for (const which of order) {
      const rate = await closedLoop(
        which === 'ours' ? ours : raw,
        IN_FLIGHT,
        CONCURRENT_PER_ROUND,
        which === 'ours' ? a : b,
      );
      rates[which].push(rate);
    }
  }
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  return { ours: summary(a), raw: summary(b), oursRate: mean(rates.ours), rawRate: mean(rates.raw) };
}

async function main(): Promise<void> {
  if (process.argv.length > 2) throw new UsageError('usage: npm run bench:rpc (no arguments)');
  const natsUrl = await resolveNats();
  const namespace = uniqueRunId('bench_rpc_');
  log(`messaging benchmark: NATS ${natsUrl}, namespace ${namespace}; load average ${load()}`);
  const service = await startNoopService(natsUrl, namespace);
  const nc = await connect({ servers: natsUrl, name: 'bench-raw' });
  const gateway = await gatewaySend(natsUrl, namespace);
  try {
    const ours = gateway.send;
    const raw = rawSend(nc, namespace);
    log(`warm-up: ${WARM_UP} of each`);
    await closedLoop(ours, IN_FLIGHT, WARM_UP, []);
    await closedLoop(raw, IN_FLIGHT, WARM_UP, []);
    await sequential(ours, raw, WARM_UP / 5);

    log(`sequential: ${SEQUENTIAL} of each, alternating`);
    const seq = await sequential(ours, raw, SEQUENTIAL);
    log(`${IN_FLIGHT} in flight: ${CONCURRENT_ROUNDS} rounds of ${CONCURRENT_PER_ROUND} each`);
    const par = await concurrent(ours, raw);

    const lines: ResultLine[] = [
      ratioLine('sequential send, p50 (gateway client vs raw nats)', seq.ours.p50, seq.raw.p50, ms, { atMost: 2 }),
      ratioLine(`${IN_FLIGHT} in flight, p50 (gateway client vs raw nats)`, par.ours.p50, par.raw.p50, ms, {
        atMost: 2,
      }),
    ];
    const notes = [
      `sequential: ${seq.ours.samples} of each; gateway client p50 ${ms(seq.ours.p50)} p99 ${ms(seq.ours.p99)}; raw nats p50 ${ms(seq.raw.p50)} p99 ${ms(seq.raw.p99)}`,
      `${IN_FLIGHT} in flight: ${par.ours.samples} of each; gateway client p50 ${ms(par.ours.p50)} p99 ${ms(par.ours.p99)}, ${Math.round(par.oursRate).toLocaleString('en-IN')} requests/s; ` +
        `raw nats p50 ${ms(par.raw.p50)} p99 ${ms(par.raw.p99)}, ${Math.round(par.rawRate).toLocaleString('en-IN')} requests/s`,
    ];
    process.stdout.write(
      reportText(
        `messaging benchmark, ${new Date().toISOString()}, ${cpus().length} cores, load average at the end ${load()}`,
        lines,
        notes,
      ),
    );
  } finally {
    await gateway.client.end();
    await nc.close();
    service.disconnect();
    await new Promise((resolve) => (service.exitCode === null ? service.once('exit', resolve) : resolve(null)));
  }
}

runBenchmark('rpc', main);
