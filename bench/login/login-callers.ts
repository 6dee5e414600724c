/**
 * The sign-in benchmark's callers, in a process of their own so that their work does not delay the
 * benchmark's own list requests (other users are other clients): `callers` admins signing in over and
 * over, each from its own address, each as soon as its last answer came, until the parent says stop.
 */
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
}

async function run(start: LoginCallersStart): Promise<void> {
  let running = true;
  const latencies: number[] = [];
  const failures = new Map<number, number>();
  let ok = 0;
  const started = performance.now();
  process.once('message', () => (running = false));
  await Promise.all(
    Array.from({ length: start.callers }, async (_, caller) => {
      while (running) {
        const begun = performance.now();
        const res = await fetch(`${start.baseUrl}/api/auth/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${caller + 1}` },
          body: JSON.stringify(start.admin),
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
        if (res.status === 200) {
          ok++;
          latencies.push(performance.now() - begun);
        } else failures.set(res.status, (failures.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const result: LoginCallersResult = {
    ok,
    seconds: (performance.now() - started) / 1000,
    latencies,
    failures: [...failures],
  };
  process.send!(result, () => process.exit(0));
}

process.once('message', (start: LoginCallersStart) => {
  run(start).catch((error: unknown) => {
    process.stderr.write(`login callers failed: ${String(error)}\n`);
    process.exit(1);
  });
});
