import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface S3Process {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  stop(): Promise<void>;
}

/**
 * The embedded S3 stand-in in a process of its own, as `npm start` runs it
 * beside the services (and MinIO runs in production): inside the benchmark's
 * process it would share one event loop with the client that reads the export.
 */
export function startS3Process(directory: string, timeoutMs = 30_000): Promise<S3Process> {
  const child = spawn(process.execPath, [join(__dirname, 's3-child.js'), directory], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the S3 stand-in did not start within ${timeoutMs / 1000} s: ${stderr}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the S3 stand-in exited (${code}): ${stderr}`));
    });
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      const { endpoint, accessKey, secretKey } = JSON.parse(line) as {
        endpoint: string;
        accessKey: string;
        secretKey: string;
      };
      resolve({ endpoint, accessKey, secretKey, bucket: 'portal', stop });
    });
  });
}
