// Shared by `npm start` and `npm test`: installs dependencies when missing and builds what is stale.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..');

function run(command) {
  execSync(command, { cwd: rootDir, stdio: 'inherit' });
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function installIfMissing() {
  const marker = join(rootDir, 'node_modules', '.package-lock.json');
  const lock = join(rootDir, 'package-lock.json');
  if (!existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs)) {
    console.log('Installing dependencies...');
    run(existsSync(lock) ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund');
  }
}

/** Runs a command to its end; rejects when it fails. */
function runAsync(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: rootDir, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * The services (tsc -b) and the web app (its type check and vite) build side by side: each is mostly one
 * thread, and the web app compiles the contracts from their sources, not from the services' build.
 */
export async function build() {
  console.log('Building the services...');
  const server = runAsync('npx', ['tsc', '-b', 'tsconfig.build.json']);
  const web = join(rootDir, 'web');
  const built = join(web, 'dist', 'index.html');
  const sources = Math.max(
    newestMtime(join(web, 'src')),
    newestMtime(join(web, 'index.html')),
    newestMtime(join(web, 'vite.config.ts')),
  );
  let webApp = Promise.resolve();
  if (!existsSync(built) || statSync(built).mtimeMs < sources) {
    console.log('Building the web app...');
    webApp = runAsync('npm', ['run', 'build', '-w', 'web']);
  }
  // Both run to their end before a failure is reported, so neither is left running.
  const results = await Promise.allSettled([server, webApp]);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
