// Brings a compose file's topology up with podman (no Docker engine here, DESIGN.md §10):
// reads docker-compose.yml plus an override, interpolates variables with Compose's rules,
// and runs each service as podman containers on one netavark bridge network, in depends_on
// order, waiting for each condition (service_healthy, service_completed_successfully).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import YAML from 'yaml';

// Compose's interpolation rules live once, in e2e/compose (compiled by `npm run build:server`).
const { interpolate, serviceEnvironment } = createRequire(import.meta.url)(
  '../../e2e/dist/compose/compose-interpolation.js',
);

const run = promisify(execFile);

/** Runs podman; answers stdout, throws with stderr on failure. */
export async function podman(args, { allowFailure = false } = {}) {
  try {
    const { stdout } = await run('podman', args, { maxBuffer: 64 * 1024 * 1024 });
    return stdout.trim();
  } catch (error) {
    if (allowFailure) return undefined;
    throw new Error(`podman ${args.join(' ')}: ${error.stderr || error.message}`, { cause: error });
  }
}

/**
 * A container's `status exitCode`. While a container's process is exiting, podman can fail to read its
 * cgroup (`read /proc/<pid>/cgroup: no such process`); that is a moment, not an answer, so it asks again.
 */
async function containerState(container) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await podman(['inspect', '-f', '{{.State.Status}} {{.State.ExitCode}}', container]);
    } catch (error) {
      if (attempt >= 10 || !/no such process|\/cgroup/.test(error.message)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}

// Compose's merge of override files: mappings merge, sequences of options replace.
function merge(base, over) {
  if (over === null || over === undefined) return base;
  if (
    base &&
    over &&
    typeof base === 'object' &&
    typeof over === 'object' &&
    !Array.isArray(base) &&
    !Array.isArray(over)
  ) {
    const out = { ...base };
    for (const [k, v] of Object.entries(over)) out[k] = k in base ? merge(base[k], v) : v;
    return out;
  }
  return over;
}

/** The merged, interpolated model of the compose files; throws naming every missing required variable. */
export function loadCompose(files, env) {
  let model = {};
  for (const file of files) model = merge(model, YAML.parse(readFileSync(file, 'utf8'), { merge: true }));
  // Throws naming every missing required variable, as `docker compose config` does.
  const resolved = interpolate(model, env);
  resolved.dir = path.dirname(path.resolve(files[0]));
  resolved.env = env;
  return resolved;
}

const asMap = (value) =>
  Array.isArray(value)
    ? Object.fromEntries(value.map((item) => [item.split('=')[0], item.split('=').slice(1).join('=')]))
    : (value ?? {});
const asList = (value) => (value === undefined ? undefined : Array.isArray(value) ? value : ['sh', '-c', value]);
const seconds = (value, fallback) => {
  if (value === undefined) return fallback;
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(String(value));
  if (!match) return fallback;
  return Number(match[1]) * { ms: 0.001, s: 1, m: 60, h: 3600 }[match[2] ?? 's'];
};

/** A compose project run by podman: `up` starts services (scaled as asked), `down` removes everything. */
export class PodmanProject {
  constructor(model, { name, scale = {}, profiles = [], log = console.log }) {
    this.model = model;
    this.profiles = profiles;
    this.name = name;
    this.scale = scale;
    this.log = log;
    this.network = `${name}_default`;
  }

  /** Services outside any profile or in an active one, in an order where each comes after what it depends on. */
  services() {
    const all = Object.entries(this.model.services).filter(
      ([, s]) => !s.profiles?.length || s.profiles.some((p) => this.profiles.includes(p)),
    );
    const names = new Set(all.map(([n]) => n));
    const order = [];
    const visit = (name, trail = []) => {
      if (order.includes(name)) return;
      if (trail.includes(name)) throw new Error(`depends_on cycle: ${[...trail, name].join(' -> ')}`);
      for (const dep of Object.keys(asMap(this.model.services[name].depends_on)))
        if (names.has(dep)) visit(dep, [...trail, name]);
      order.push(name);
    };
    for (const [name] of all) visit(name);
    return order;
  }

  containers(service) {
    const count = this.scale[service] ?? 1;
    return Array.from({ length: count }, (_, i) => `${this.name}-${service}-${i + 1}`);
  }

  async up({ timeoutSeconds = 300 } = {}) {
    const started = Date.now();
    await podman(['network', 'create', this.network], { allowFailure: true });
    const timings = {};
    for (const service of this.services()) {
      await this.waitForDependencies(service, timeoutSeconds);
      const t0 = Date.now();
      for (const container of this.containers(service)) await this.start(service, container);
      timings[service] = { started: (Date.now() - started) / 1000, took: (Date.now() - t0) / 1000 };
    }
    await Promise.all(
      this.services().map((service) =>
        this.oneShot(service) ? this.waitCompleted(service, timeoutSeconds) : this.waitHealthy(service, timeoutSeconds),
      ),
    );
    return { seconds: (Date.now() - started) / 1000, timings };
  }

  /** A service meant to run once and exit (restart: 'no'), like a bucket-creating init step. */
  oneShot(service) {
    const restart = this.model.services[service].restart;
    return restart === 'no' || restart === false;
  }

  async waitForDependencies(service, timeoutSeconds) {
    const deps = this.model.services[service].depends_on;
    const conditions = Array.isArray(deps)
      ? deps.map((d) => [d, 'service_started'])
      : Object.entries(deps ?? {}).map(([d, c]) => [d, c?.condition ?? 'service_started']);
    for (const [dep, condition] of conditions) {
      if (condition === 'service_healthy') await this.waitHealthy(dep, timeoutSeconds);
      else if (condition === 'service_completed_successfully') await this.waitCompleted(dep, timeoutSeconds);
    }
  }

  async start(service, container) {
    const s = this.model.services[service];
    const args = ['run', '-d', '--name', container];
    // network_mode: service:<name> shares that service's network namespace (its first container's).
    const shared = /^service:(.+)$/.exec(s.network_mode ?? '')?.[1];
    if (shared) args.push('--network', `container:${this.containers(shared)[0]}`);
    else args.push('--network', this.network, '--network-alias', service);
    if (s.init) args.push('--init');
    if (s.restart && s.restart !== 'no') args.push('--restart', s.restart === 'unless-stopped' ? 'always' : s.restart);
    if (s.user) args.push('--user', s.user);
    for (const [k, v] of Object.entries(serviceEnvironment(s, this.model.env))) args.push('-e', `${k}=${v}`);
    for (const volume of s.volumes ?? []) args.push('-v', this.volume(volume));
    const hc = s.healthcheck;
    if (hc && !hc.disable && hc.test && hc.test[0] !== 'NONE') {
      const [kind, ...rest] = Array.isArray(hc.test) ? hc.test : ['CMD-SHELL', hc.test];
      args.push('--health-cmd', kind === 'CMD' ? JSON.stringify(rest) : rest.join(' '));
      // No systemd here to run checks on a timer: the test runs them (`podman healthcheck run`).
      args.push('--health-interval', 'disable', '--health-timeout', `${seconds(hc.timeout, 30)}s`);
      args.push('--health-retries', String(hc.retries ?? 3));
    }
    const entrypoint = asList(s.entrypoint);
    if (entrypoint) args.push('--entrypoint', JSON.stringify(entrypoint.map(String)));
    args.push(s.image);
    const command = s.command === undefined ? [] : Array.isArray(s.command) ? s.command : s.command.split(/\s+/);
    args.push(...command.map(String));
    await podman(args);
  }

  volume(spec) {
    const [source, target, mode] = spec.split(':');
    const isPath = source.startsWith('.') || source.startsWith('/');
    const host = isPath ? path.resolve(this.model.dir, source) : `${this.name}_${source}`;
    return [host, target, mode].filter(Boolean).join(':');
  }

  /** Runs the health check until it passes (or the container exits, or time is up). */
  async waitHealthy(service, timeoutSeconds) {
    const deadline = Date.now() + timeoutSeconds * 1000;
    const hasCheck = this.model.services[service].healthcheck?.test !== undefined;
    for (const container of this.containers(service)) {
      let lastCheck = '(none run: the container was not running)';
      for (;;) {
        const state = await containerState(container);
        if (state.startsWith('exited') && (this.oneShot(service) || !this.model.services[service].restart))
          throw new Error(`${container} exited (${state}):\n${await this.logs(container)}`);
        if (state.startsWith('running')) {
          if (!hasCheck) break;
          try {
            await podman(['healthcheck', 'run', container]);
            break;
          } catch (error) {
            lastCheck = error.message;
          }
        }
        if (Date.now() > deadline)
          throw new Error(
            `${container} not healthy after ${timeoutSeconds}s (${state}); last check: ${lastCheck}\n` +
              `health: ${await podman(['inspect', '-f', '{{json .State.Health}}', container], { allowFailure: true })}\n` +
              (await this.logs(container)),
          );
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  async waitCompleted(service, timeoutSeconds) {
    const deadline = Date.now() + timeoutSeconds * 1000;
    for (const container of this.containers(service)) {
      for (;;) {
        const state = await containerState(container);
        if (state === 'exited 0') break;
        if (state.startsWith('exited'))
          throw new Error(`${container} failed (${state}):\n${await this.logs(container)}`);
        if (Date.now() > deadline) throw new Error(`${container} did not complete after ${timeoutSeconds}s`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }

  async logs(container, tail = 40) {
    return (await podman(['logs', '--tail', String(tail), container], { allowFailure: true })) ?? '(no logs)';
  }

  async ip(container) {
    return podman(['inspect', '-f', `{{(index .NetworkSettings.Networks "${this.network}").IPAddress}}`, container]);
  }

  async down() {
    const ids = await podman(['ps', '-aq', '--filter', `name=^${this.name}-`], { allowFailure: true });
    if (ids) await podman(['rm', '-f', '-t', '5', ...ids.split('\n')], { allowFailure: true });
    const volumes = await podman(['volume', 'ls', '-q', '--filter', `name=^${this.name}_`], { allowFailure: true });
    if (volumes) await podman(['volume', 'rm', '-f', ...volumes.split('\n')], { allowFailure: true });
    await podman(['network', 'rm', '-f', this.network], { allowFailure: true });
  }
}
