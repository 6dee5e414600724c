/**
 * The sign-in benchmark (issue 14): `npm run bench:login [-- --members N]`.
 * Admin logins per second through the API against a standalone argon2id
 * benchmark with identity's parameters on the same cores, and the members
 * list's p99 while logins keep the CPU busy against its p99 on a quiet portal.
 * bench/README.md explains every line.
 */
import { IdentityConfig } from '@portal/identity/dist/src/config';
import { defaultHashConcurrency } from '@portal/identity/dist/src/passwords/password-hasher';
import { Pool } from 'pg';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { argon2Baseline, loginCallers, loginLoad } from './login/login-load';
import { seedMembers } from './members/seed';
import { ApiClient } from './support/api-client';
import { summary } from './support/latencies';
import { BENCH_ADMIN, load, log, parseMembersArg, runBenchmark, withPortal } from './support/portal-run';
import { count, ms, ratioLine, reportText, ResultLine } from './support/report';

const PREFIX = 'PHOTO';
const DEADLINE_MS = 30 * 60_000;
const ROUNDS = 4;
const ROUND_SECONDS = 5;
const LIST_REQUESTS = 300;
const LIST_GAP_MS = 20;
const LIST_PATH = '/api/members?page=1&limit=10';

/** Seconds of CPU a process has used (user + system), from /proc; 0 for one that has ended. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The same for a process's children (identity hashes in a child process of its own, argon2-process.ts). */
function childrenCpuSeconds(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
  return children.reduce((sum, child) => sum + cpuSeconds(Number(child)), 0);
}

/** The members list, one request every LIST_GAP_MS after the last answer, as an admin browsing. */
async function listLatencies(api: ApiClient, requests: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const res = await api.request('GET', LIST_PATH);
    const body = await res.text();
    if (res.status !== 200) throw new Error(`GET ${LIST_PATH}: ${res.status} ${body.slice(0, 200)}`);
    samples.push(performance.now() - started);
    await sleep(LIST_GAP_MS);
  }
  return samples;
}

async function main(): Promise<void> {
  const { members } = parseMembersArg(process.argv.slice(2), {
    defaultCount: 20_000,
    minimum: 1_000,
    why: 'the list needs a register to page',
    usage: 'npm run bench:login -- --members 20000',
  });
  const cores = cpus().length;
  const callers = loginCallers(cores);
  const admin = BENCH_ADMIN;
  const headline = () => `sign-in benchmark: ${count(members)} members, ${callers} callers; load average ${load()}`;
  // Each caller signs in from an address of its own (X-Forwarded-For, trusted as behind a proxy): the login
  // throttle counts every attempt of one account from one address together, and many at once from one address
  // would be slowed down as a guessing attack, which a benchmark of the portal's work must not be.
  const env = { TRUST_PROXY: 'true' };
  await withPortal({ headline, admin, memberIdPrefix: PREFIX, deadlineMs: DEADLINE_MS, env }, async (run) => {
    const { stack, api } = run;
    const pool = run.closeAtEnd(new Pool({ connectionString: stack.databaseUrl('membership'), max: 2 }));
    log(`seeding ${count(members)} members (setup, not measured)`);
    await seedMembers(pool, { prefix: PREFIX, count: members, reservedUpTo: members }, log);
    const identityPid = stack.services.identity.pid!;
    const gatewayPid = stack.services.gateway.pid!;

    log('warm-up: logins and list requests');
    const warm = loginLoad(stack.url, admin, callers);
    await sleep(3000);
    await warm.stop();
    await listLatencies(api, 20);

    // The machine may be shared: ours and its baseline take turns in short rounds, so both see the same load.
    const apiRounds = { ok: 0, seconds: 0, latencies: [] as number[], failures: new Map<number, number>() };
    const baselineRates: number[] = [];
    let identityCpu = 0;
    let hashingCpu = 0;
    let gatewayCpu = 0;
    let callersCpu = 0;
    for (let round = 0; round < ROUNDS; round++) {
      log(`round ${round + 1} of ${ROUNDS}: logins for ${ROUND_SECONDS} s, argon2id alone for ${ROUND_SECONDS} s`);
      const cpuBefore = {
        identity: cpuSeconds(identityPid),
        hashing: childrenCpuSeconds(identityPid),
        gateway: cpuSeconds(gatewayPid),
      };
      const logins = loginLoad(stack.url, admin, callers);
      await sleep(ROUND_SECONDS * 1000);
      const result = await logins.stop();
      identityCpu += cpuSeconds(identityPid) - cpuBefore.identity;
      // A hashing process restarted meanwhile would make this smaller; none is expected.
      hashingCpu += childrenCpuSeconds(identityPid) - cpuBefore.hashing;
      gatewayCpu += cpuSeconds(gatewayPid) - cpuBefore.gateway;
      callersCpu += result.cpuSeconds;
      apiRounds.ok += result.ok;
      apiRounds.seconds += result.seconds;
      apiRounds.latencies.push(...result.latencies);
      for (const [status, n] of result.failures)
        apiRounds.failures.set(status, (apiRounds.failures.get(status) ?? 0) + n);
      baselineRates.push(await argon2Baseline(cores, ROUND_SECONDS));
    }
    const loginsPerSecond = apiRounds.ok / apiRounds.seconds;
    const baseline = baselineRates.reduce((sum, rate) => sum + rate, 0) / baselineRates.length;
    const loginLatency = summary(apiRounds.latencies);

    const quietSamples: number[] = [];
    const busySamples: number[] = [];
    let loginsDuringList = 0;
    let secondsDuringList = 0;
    for (let round = 0; round < ROUNDS; round++) {
      log(`round ${round + 1} of ${ROUNDS}: members list, quiet and while ${callers} callers sign in`);
      quietSamples.push(...(await listLatencies(api, LIST_REQUESTS / ROUNDS)));
      const logins = loginLoad(stack.url, admin, callers);
      await sleep(1000);
      busySamples.push(...(await listLatencies(api, LIST_REQUESTS / ROUNDS)));
      const during = await logins.stop();
      loginsDuringList += during.ok;
      secondsDuringList += during.seconds;
    }
    const quiet = summary(quietSamples);
    const busy = summary(busySamples);

    const perSecond = (n: number) => `${n.toFixed(1)}/s`;
    const lines: ResultLine[] = [
      ratioLine('admin logins per second (API vs argon2id alone)', loginsPerSecond, baseline, perSecond, {
        atLeast: 0.8,
      }),
      ratioLine('members list p99, logins running vs quiet', busy.p99, quiet.p99, ms, { atMost: 2 }),
    ];
    const failures = [...apiRounds.failures].map(([status, n]) => `${n} × ${status}`);
    const notes = [
      `logins: ${count(apiRounds.ok)} in ${apiRounds.seconds.toFixed(1)} s by ${callers} callers, answer p50 ${ms(loginLatency.p50)} p99 ${ms(loginLatency.p99)}; ` +
        `identity used ${(identityCpu / apiRounds.seconds).toFixed(2)} of ${cores} cores and its hashing process ${(hashingCpu / apiRounds.seconds).toFixed(2)}, the gateway ${(gatewayCpu / apiRounds.seconds).toFixed(2)}, the callers ${(callersCpu / apiRounds.seconds).toFixed(2)}; ` +
        `hashes at once in identity: at most ${defaultHashConcurrency(cores)}, at nice ${new IdentityConfig().PASSWORD_HASH_NICE}`,
      `argon2id alone (19 MiB, 2 passes, 1 lane, ${cores} at a time), per round: ${baselineRates.map(perSecond).join(', ')}`,
      `members list (${LIST_PATH}, one request every ${LIST_GAP_MS} ms after the last answer, ${quiet.samples} of each): ` +
        `quiet p50 ${ms(quiet.p50)} p99 ${ms(quiet.p99)}; while signing in p50 ${ms(busy.p50)} p99 ${ms(busy.p99)} ` +
        `(${count(loginsDuringList)} logins meanwhile, ${perSecond(loginsDuringList / secondsDuringList)})`,
      ...(failures.length > 0 ? [`logins that did not answer 200: ${failures.join(', ')}`] : []),
    ];
    process.stdout.write(
      reportText(
        `sign-in benchmark, ${new Date().toISOString()}, ${count(members)} members, ${cores} cores, load average at the end ${load()}`,
        lines,
        notes,
      ),
    );
  });
}

runBenchmark('login', main);
