import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ServiceName } from '@portal/contracts';

export type LogSink = (service: ServiceName, line: string) => void;

/** One service as a child process that can be stopped and started again (fault tests, Ctrl-C). */
export class ServiceProcess {
  private child?: ChildProcess;
  private readonly recent: string[] = [];
  private exitListeners: Array<(code: number | null) => void> = [];

  constructor(
    readonly name: ServiceName,
    private readonly rootDir: string,
    private readonly env: NodeJS.ProcessEnv,
    private readonly sink: LogSink,
  ) {}

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

  start(): void {
    if (this.running) return;
    const entry = join(this.rootDir, 'services', this.name, 'dist', 'src', 'main.js');
    const child = spawn(process.execPath, ['--enable-source-maps', entry], {
      cwd: this.rootDir,
      env: this.env,
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
