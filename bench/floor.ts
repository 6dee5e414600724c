/**
 * The architecture's floor (issue 14): `npm run bench:floor [-- --members N]`.
 * Beside the portal, the same split built as lean as it can be (bench/floor/: an HTTP process, NATS, a service
 * process and its own database, with no framework, validation, throttle or log), measured against the same
 * baselines as `bench:members` (exact keys vs a pk SELECT, searches vs their own SQL) and `bench:login`
 * (sign-ins vs argon2id alone) in the same run. Where the lean split itself misses a goal, no implementation
 * of DESIGN.md's request path can meet it on this machine. bench/README.md explains every line.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'pg';
import { argon2Baseline, loginCallers, loginLoad } from './login/login-load';
import { measureSearch } from './members/list-phase';
import { ROWS_BY_PRIMARY_KEY_SQL } from './members/list-queries';
import { seedMembers } from './members/seed';
import { exactKeyProbes, getList } from './members/unfiltered-phase';
import { ApiClient } from './support/api-client';
import { summary, timed } from './support/latencies';
import {
  BENCH_ADMIN,
  BenchAdmin,
  load,
  log,
  parseMembersArg,
  PortalRun,
  runBenchmark,
  withPortal,
} from './support/portal-run';
import { count, ms, ratioLine, reportText } from './support/report';
import { shuffle } from './support/seeded-random';

const PREFIX = 'PHOTO';
const DEADLINE_MS = 30 * 60_000;
const PASSES = 2;
const LOGIN_ROUNDS = 4;
const ROUND_SECONDS = 5;

/** Forks one of bench/floor/'s processes (ended with the run) and answers its first message. */
async function startLean(run: PortalRun, file: string, args: string[]): Promise<unknown> {
  const child: ChildProcess = fork(join(__dirname, 'floor', file), args, { stdio: 'inherit' });
  run.closeAtEnd({ end: async () => void child.kill() });
  return new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
}

/** Logins per second by `callers` at `baseUrl` for ROUND_SECONDS. */
async function loginRound(
  baseUrl: string,
  admin: BenchAdmin,
  callers: number,
): Promise<{ ok: number; seconds: number }> {
  const logins = loginLoad(baseUrl, admin, callers);
  await sleep(ROUND_SECONDS * 1000);
  const result = await logins.stop();
  if (result.failures.size > 0) throw new Error(`${baseUrl}: logins failed: ${[...result.failures].join('; ')}`);
  return result;
}

async function main(): Promise<void> {
  const { members } = parseMembersArg(process.argv.slice(2), {
    defaultCount: 1_000_000,
    minimum: 1_000,
    why: 'the exact-key searches draw 100 members',
    usage: 'npm run bench:floor -- --members 1000000',
  });
  const cores = cpus().length;
  const callers = loginCallers(cores);
  const admin = BENCH_ADMIN;
  const headline = () => `floor benchmark: ${count(members)} members; load average ${load()}`;
  // As in bench:login: each caller signs in from an address of its own, which the portal's throttle trusts.
  const env = { TRUST_PROXY: 'true' };
  await withPortal({ headline, admin, memberIdPrefix: PREFIX, deadlineMs: DEADLINE_MS, env }, async (run) => {
    const { stack, api } = run;
    const pool = run.closeAtEnd(new Pool({ connectionString: stack.databaseUrl('membership'), max: 2 }));
    log(`seeding ${count(members)} members (setup, not measured)`);
    await seedMembers(pool, { prefix: PREFIX, count: members, reservedUpTo: members }, log);

    const membersSubject = `${run.runId}.bench-lean.members.search`;
    const loginSubject = `${run.runId}.bench-lean.admin.login`;
    await startLean(run, 'lean-membership.js', [run.natsUrl, stack.databaseUrl('membership'), membersSubject]);
    await startLean(run, 'lean-identity.js', [
      run.natsUrl,
      stack.databaseUrl('identity'),
      loginSubject,
      admin.email,
      admin.password,
    ]);
    const { port } = (await startLean(run, 'lean-gateway.js', [run.natsUrl, membersSubject, loginSubject])) as {
      port: number;
    };
    const leanUrl = `http://127.0.0.1:${port}`;
    const lean = new ApiClient(leanUrl);
    run.closeAtEnd({ end: async () => lean.close() });
    await lean.login(admin.email, admin.password);

    log('exact keys: the portal, the lean split and a pk SELECT, taking turns');
    const probes = await exactKeyProbes(pool, 100);
    const query = (text: string) => `search=${encodeURIComponent(text)}&page=1&limit=10`;
    const ways = {
      portal: (text: string) => getList(api, query(text)),
      lean: (text: string) => getList(lean, query(text)),
    };
    const pk = (id: string) => timed(() => pool.query(ROWS_BY_PRIMARY_KEY_SQL, [id]));
    for (const probe of probes.slice(0, 15)) {
      await ways.portal(probe.text);
      await ways.lean(probe.text);
      await pk(probe.id);
    }
    const samples = { portal: [] as number[], lean: [] as number[], pk: [] as number[] };
    for (let pass = 0; pass < PASSES; pass++) {
      for (const [index, probe] of shuffle(probes, 77 + pass).entries()) {
        for (let turn = 0; turn < 3; turn++) {
          const way = (['portal', 'lean', 'pk'] as const)[(index + turn) % 3];
          if (way === 'pk') {
            samples.pk.push((await pk(probe.id)).ms);
            continue;
          }
          const { ms: took, answer } = await ways[way](probe.text);
          if (answer.total !== 1 || answer.members[0]?.id !== probe.id)
            throw new Error(`${way}: "${probe.text}" answered total ${answer.total}, not its member`);
          samples[way].push(took);
        }
      }
    }
    const exact = { portal: summary(samples.portal), lean: summary(samples.lean), pk: summary(samples.pk) };

    log("search: bench:members' 300 searches through the lean split, then through the portal, each against its SQL");
    const searchOptions = { prefix: PREFIX, members, distinct: 100, repeats: 3, warmUp: 20 };
    const search = {
      lean: await measureSearch(lean, pool, searchOptions),
      portal: await measureSearch(api, pool, searchOptions),
    };
    for (const [way, result] of Object.entries(search))
      if (result.mismatches.length > 0)
        throw new Error(`${way}: search totals differ: ${result.mismatches.slice(0, 3).join('; ')}`);

    log('sign-ins: the portal, the lean split and argon2id alone, taking turns');
    await loginRound(stack.url, admin, callers);
    await loginRound(leanUrl, admin, callers);
    const logins = { portal: { ok: 0, seconds: 0 }, lean: { ok: 0, seconds: 0 } };
    const baselineRates: number[] = [];
    for (let round = 0; round < LOGIN_ROUNDS; round++) {
      log(`round ${round + 1} of ${LOGIN_ROUNDS}: ${ROUND_SECONDS} s each`);
      for (const [way, url] of [
        ['portal', stack.url],
        ['lean', leanUrl],
      ] as const) {
        const { ok, seconds } = await loginRound(url, admin, callers);
        logins[way].ok += ok;
        logins[way].seconds += seconds;
      }
      baselineRates.push(await argon2Baseline(cores, ROUND_SECONDS));
    }
    const baseline = baselineRates.reduce((sum, rate) => sum + rate, 0) / baselineRates.length;
    const rate = (way: 'portal' | 'lean') => logins[way].ok / logins[way].seconds;
    const perSecond = (n: number) => `${n.toFixed(1)}/s`;

    const lines = [
      ratioLine('exact-key search p50, lean split vs pk SELECT', exact.lean.p50, exact.pk.p50, ms, { atMost: 3 }),
      ratioLine('exact-key search p50, portal vs pk SELECT', exact.portal.p50, exact.pk.p50, ms, { atMost: 3 }),
      ratioLine('search page 1 p50, lean split vs same SQL', search.lean.api.p50, search.lean.direct.p50, ms, {
        atMost: 2,
      }),
      ratioLine('search page 1 p50, portal vs same SQL', search.portal.api.p50, search.portal.direct.p50, ms, {
        atMost: 2,
      }),
      ratioLine('admin logins/s, lean split vs argon2id alone', rate('lean'), baseline, perSecond, { atLeast: 0.8 }),
      ratioLine('admin logins/s, portal vs argon2id alone', rate('portal'), baseline, perSecond, { atLeast: 0.8 }),
    ];
    const notes = [
      `exact keys: ${exact.pk.samples} searches each; p99 pk SELECT ${ms(exact.pk.p99)}, lean ${ms(exact.lean.p99)}, portal ${ms(exact.portal.p99)}`,
      `search: ${search.lean.api.samples} requests each way; p50 / p99 lean ${ms(search.lean.api.p50)} / ${ms(search.lean.api.p99)} ` +
        `(its SQL ${ms(search.lean.direct.p50)} / ${ms(search.lean.direct.p99)}), portal ${ms(search.portal.api.p50)} / ${ms(search.portal.api.p99)} ` +
        `(its SQL ${ms(search.portal.direct.p50)} / ${ms(search.portal.direct.p99)})`,
      `logins by ${callers} callers over ${LOGIN_ROUNDS} rounds of ${ROUND_SECONDS} s: portal ${count(logins.portal.ok)}, lean ${count(logins.lean.ok)}; ` +
        `argon2id alone (${cores} at a time) per round: ${baselineRates.map(perSecond).join(', ')}`,
      'a lean line that misses means the goal is out of reach of the gateway → NATS → service split itself here',
    ];
    process.stdout.write(
      reportText(
        `floor benchmark, ${new Date().toISOString()}, ${count(members)} members, ${cores} cores, load average at the end ${load()}`,
        lines,
        notes,
      ),
    );
  });
}

runBenchmark('floor', main);
