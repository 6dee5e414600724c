import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runnerConfig } from '@portal/infra';
import { dropDatabases, freePort, resolveNats, resolvePostgres, uniqueRunId } from '@portal/testing';
import { ApiClient } from './support/api-client';
import { BENCH_ADMIN, log, rootDir, runBenchmark, UsageError } from './support/portal-run';

/**
 * bench:footprint (issue 28): the resident memory of every Node process `npm start` runs (the runner with its
 * stand-ins, the six services and the password-hashing worker), as the real `npm start` starts them, idle after
 * start-up and again after one admin sign-in and one page of members. Goal: under 600 MB in total. The baseline
 * line is a bare Node process in the same run, the floor any one process stands on.
 */

const GOAL_MB = 600;

interface ProcessMemory {
  pid: number;
  name: string;
  rssMb: number;
}

function parentOf(pid: number): number | null {
  try {
    // The comm field may hold spaces and parentheses: the fields after the last ')' are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

function nameOf(pid: number): string {
  const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  const service = /services\/(\w+)\/dist/.exec(cmdline)?.[1];
  if (service) return service;
  if (/services-in-one-process/.test(cmdline)) return 'the six services';
  if (/argon2|password/i.test(cmdline)) return 'password hashing';
  if (/start-portal|footprint-runner|scripts\/start/.test(cmdline)) return 'runner and stand-ins';
  return cmdline.slice(0, 60);
}

/** The Node processes in the tree under `root` (itself included), with their resident memory now. */
function treeMemory(root: number): ProcessMemory[] {
  const pids = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);
  const inTree = (pid: number): boolean => {
    for (let at: number | null = pid, hops = 0; at && hops < 20; at = parentOf(at), hops++)
      if (at === root) return true;
    return false;
  };
  const memory: ProcessMemory[] = [];
  for (const pid of pids) {
    try {
      if (!inTree(pid)) continue;
      const exe = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      if (
        exe !== 'node' &&
        exe !== 'MainThread' &&
        !readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith(process.execPath)
      )
        continue;
      memory.push({ pid, name: nameOf(pid), rssMb: rssMb(pid) });
    } catch {
      // The process ended while being read.
    }
  }
  return memory.sort((a, b) => b.rssMb - a.rssMb);
}

/** The total, settled: sampled every second until it moves less than 1% over five seconds (at most a minute). */
async function settledMemory(root: number): Promise<ProcessMemory[]> {
  const totals: number[] = [];
  let last: ProcessMemory[] = [];
  for (let i = 0; i < 60; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    last = treeMemory(root);
    totals.push(last.reduce((sum, p) => sum + p.rssMb, 0));
    const window = totals.slice(-5);
    if (window.length === 5 && Math.max(...window) - Math.min(...window) < window[4] * 0.01) break;
  }
  return last;
}

function report(label: string, memory: ProcessMemory[], floorMb: number): number {
  const total = memory.reduce((sum, p) => sum + p.rssMb, 0);
  log(
    `${label}: ${total.toFixed(0)} MB in ${memory.length} Node processes (goal < ${GOAL_MB} MB: ${total < GOAL_MB ? 'met' : 'missed'}; ${(total / floorMb).toFixed(1)}× a bare Node process)`,
  );
  for (const p of memory) log(`  ${p.name.padEnd(24)} ${p.rssMb.toFixed(0).padStart(5)} MB`);
  return total;
}

async function bareNodeMb(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const mb = rssMb(child.pid!);
  child.kill();
  return mb;
}

async function main(): Promise<void> {
  const runner = join(rootDir, 'infra/dist/src/runner/start-portal.js');
  if (!existsSync(runner)) throw new UsageError('run `npm run build` first');
  if (existsSync(join(rootDir, '.data', 'portal.pid')))
    throw new UsageError('`npm start` seems to be running here (.data/portal.pid): stop it first');
  const [postgresUrl, natsUrl, port] = [await resolvePostgres(), await resolveNats(), await freePort()];
  const runId = uniqueRunId('bench_');
  const floorMb = await bareNodeMb();
  log(`baseline: a bare Node process holds ${floorMb.toFixed(0)} MB`);
  const child = spawn(
    process.execPath,
    ['-e', `require(${JSON.stringify(runner)}).main(${JSON.stringify(rootDir)})`, 'footprint-runner'],
    {
      env: {
        PATH: runnerConfig().path,
        PORT: String(port),
        POSTGRES_URL: postgresUrl,
        NATS_URL: natsUrl,
        NATS_NAMESPACE: runId,
        DATABASE_PREFIX: runId,
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        SESSION_SECRET: `bench-session-secret-${runId}-0123456789abcdef`,
        MAIL_SMTP_PORT: '0',
        MAIL_UI_PORT: '0',
        RAZORPAY_SANDBOX_PORT: String(await freePort()),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const api = new ApiClient(`http://127.0.0.1:${port}`);
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start ended:\n${output.slice(-2000)}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() - started > 180_000)
        throw new Error(`npm start did not answer within 3 minutes:\n${output.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    log(`npm start answering after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    report('idle after start-up', await settledMemory(child.pid!), floorMb);
    await api.login(BENCH_ADMIN.email, BENCH_ADMIN.password);
    await api.getJson('/api/members?page=1&limit=20');
    report('idle after a sign-in and a page of members', await settledMemory(child.pid!), floorMb);
    api.close();
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await dropDatabases(postgresUrl, runId).catch(() => undefined);
  }
}

runBenchmark('footprint', main);
