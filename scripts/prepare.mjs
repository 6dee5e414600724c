// Shared by `npm start` and `npm test`: installs dependencies when missing and builds what is stale.
import { execSync } from 'node:child_process';
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

export function build() {
  console.log('Building the services...');
  run('npx tsc -b tsconfig.build.json');
  const web = join(rootDir, 'web');
  const built = join(web, 'dist', 'index.html');
  const sources = Math.max(
    newestMtime(join(web, 'src')),
    newestMtime(join(web, 'index.html')),
    newestMtime(join(web, 'vite.config.ts')),
  );
  if (!existsSync(built) || statSync(built).mtimeMs < sources) {
    console.log('Building the web app...');
    run('npm run build -w web');
  }
}
