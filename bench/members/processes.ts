import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Runs one psql command (-c) against a database; rejects with psql's message when it fails. */
export function psql(databaseUrl: string, command: string, timeoutMs = 20 * 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', databaseUrl, '-c', command], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`psql could not be started (is it installed?): ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else
        reject(
          new Error(
            `psql failed (${signal ?? `exit ${code}`}): ${err.trim() || out.trim()}\n  command: ${command.slice(0, 300)}`,
          ),
        );
    });
  });
}

/** \copy wants the whole command on one line. */
export const oneLine = (sql: string) => sql.replace(/\s+/g, ' ').trim();

/** Resident memory of a process in bytes (VmRSS), or null when it is gone. */
export function residentBytes(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export interface MemorySamples {
  maxBytes: number;
  samples: number;
  /** Longest time between two samples: shows whether the sampler kept its pace. */
  longestGapMs: number;
}

/**
 * Samples a process's VmRSS every `intervalMs` from a separate small process,
 * so a busy event loop here (the embedded S3 runs in this process) cannot
 * make it miss the peak.
 */
export function startMemorySampler(pid: number, intervalMs: number): { stop(): Promise<MemorySamples> } {
  const child = spawn(process.execPath, [join(__dirname, 'memory-sampler.js'), String(pid), String(intervalMs)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    stop: async () => {
      child.stdin.end('stop\n');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      return JSON.parse(out) as MemorySamples;
    },
  };
}
