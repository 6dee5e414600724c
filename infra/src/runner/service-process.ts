import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ServiceName } from '@portal/contracts';

/** Where a line came from: a service's own process, or the one that holds them all ('services'). */
export type ProcessName = ServiceName | 'services';
export type LogSink = (process: ProcessName, line: string) => void;

/**
 * One service as a child process that can be stopped and started again (fault tests, Ctrl-C), or, named
 * 'services', the one process that runs them all (`npm start`, services-in-one-process.ts).
 */
export class ServiceProcess {
  private child?: ChildProcess;
  private readonly recent: string[] = [];
  private exitListeners: Array<(code: number | null) => void> = [];

  constructor(
    readonly name: ProcessName,
    private readonly rootDir: string,
    private readonly env: NodeJS.ProcessEnv,
    private readonly sink: LogSink,
    private readonly nodeFlags: readonly string[] = ServiceProcess.NODE_FLAGS,
  ) {}

  /** The script it runs: a service's main, or the runner's entry for all of them in one process. */
  private get entry(): string {
    return this.name === 'services'
      ? join(this.rootDir, 'infra', 'dist', 'src', 'runner', 'services-in-one-process.js')
      : join(this.rootDir, 'services', this.name, 'dist', 'src', 'main.js');
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** The last lines it printed: shown when it fails to start. */
  get lastLines(): string[] {
    return [...this.recent];
  }

  /**
   * The young generation capped at 1 MB per semi-space (V8's default is 16): the portal's requests allocate
   * little, and each service then holds 35-40 MB less resident memory at rest (bench:footprint); the compose
   * images set the same through NODE_OPTIONS (infra/docker/Dockerfile). No --enable-source-maps, as in the
   * images: keeping every module's source map cost each service about 15 MB, for stack traces that name
   * TypeScript lines instead of the compiled ones beside them.
   * The old generation capped at 512 MB (V8 sizes it from the machine's memory: 4 GB on a 24 GB host): with 1 MB
   * semi-spaces what a long job draws is promoted at once, and under a far-off limit V8 collected it late, so the
   * 100,000-row members PDF grew the membership process by 110-176 MB of garbage (live heap under 40 MB); capped,
   * it grows by about 30 MB at the same speed (a probe of 20,000 rows: 140 MB → 37 MB, 11-13 s both). The busiest
   * service holds under 100 MB live, so the cap is far from a real limit; a small server's V8 sizes itself this
   * way already.
   */
  static readonly NODE_FLAGS = ['--max-semi-space-size=1', '--max-old-space-size=512'];

  /**
   * glibc's malloc keeps an arena per thread by default (8 per core), and memory freed on the threadpool (zlib,
   * argon2, TLS) stays in them: two arenas hold each service 5-55 MB less at rest (bench:footprint).
   */
  static readonly MALLOC_ARENA_MAX = '2';

  start(): void {
    if (this.running) return;
    const child = spawn(process.execPath, [...this.nodeFlags, this.entry], {
      cwd: this.rootDir,
      env: { MALLOC_ARENA_MAX: ServiceProcess.MALLOC_ARENA_MAX, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        this.recent.push(line);
        if (this.recent.length > 30) this.recent.shift();
        this.sink(this.name, line);
      });
    }
    child.once('exit', (code) => this.exitListeners.forEach((listener) => listener(code)));
  }

  onExit(listener: (code: number | null) => void): void {
    this.exitListeners.push(listener);
  }

  /** SIGTERM (graceful), or SIGKILL to simulate a crash. */
  stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
      setTimeout(() => child.kill('SIGKILL'), 8000).unref();
    });
  }
}
