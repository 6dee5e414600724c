/**
 * The sign-in benchmark's callers, in a process of their own so that their work does not delay the
 * benchmark's own list requests (other users are other clients): `callers` admins signing in over and
 * over, each from its own address, each as soon as its last answer came, until the parent says stop.
 * They use node:http with kept-alive connections rather than fetch, whose own CPU per request is several
 * times larger: on two shared cores the callers' CPU would otherwise be charged to the portal.
 */
import { Agent, request } from 'node:http';

export interface LoginCallersStart {
  baseUrl: string;
  admin: { email: string; password: string };
  callers: number;
}

export interface LoginCallersResult {
  ok: number;
  seconds: number;
  latencies: number[];
  failures: [number, number][];
  /** CPU seconds this process used while calling (their share of the cores is not the portal's). */
  cpuSeconds: number;
}

/** One admin sign-in from the caller's own address; answers the status once the whole answer is read. */
function postLogin(agent: Agent, start: LoginCallersStart, caller: number): Promise<number> {
  const body = JSON.stringify(start.admin);
  return new Promise((resolve, reject) => {
    const req = request(
      `${start.baseUrl}/api/auth/admin/login`,
      {
        method: 'POST',
        agent,
        timeout: 30_000,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': `203.0.113.${caller + 1}`,
        },
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
        res.once('error', reject);
      },
    );
    req.once('timeout', () => req.destroy(new Error('no answer within 30 s')));
    req.once('error', reject);
    req.end(body);
  });
}

async function run(start: LoginCallersStart): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: start.callers });
  let running = true;
  const latencies: number[] = [];
  const failures = new Map<number, number>();
  let ok = 0;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  process.once('message', () => (running = false));
  await Promise.all(
    Array.from({ length: start.callers }, async (_, caller) => {
      while (running) {
        const begun = performance.now();
        const status = await postLogin(agent, start, caller);
        if (status === 200) {
          ok++;
          latencies.push(performance.now() - begun);
        } else failures.set(status, (failures.get(status) ?? 0) + 1);
      }
    }),
  );
  agent.destroy();
  const result: LoginCallersResult = {
    ok,
    seconds: (performance.now() - started) / 1000,
    latencies,
    failures: [...failures],
    cpuSeconds: ((cpu) => (cpu.user + cpu.system) / 1e6)(process.cpuUsage(cpuBefore)),
  };
  process.send!(result, () => process.exit(0));
}

process.once('message', (start: LoginCallersStart) => {
  run(start).catch((error: unknown) => {
    process.stderr.write(`login callers failed: ${String(error)}\n`);
    process.exit(1);
  });
});
