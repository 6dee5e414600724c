/**
 * What the browser must download of the built web app (web/dist) before a page shows: the
 * entry chunk with the modulepreloads index.html names, and each lazy chunk a route loads with the
 * chunks Vite lists for it (`__vite__mapDeps`, which already holds its static imports).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface ChunkSet {
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export interface WebBuild {
  /** The entry chunk and the modulepreloads of index.html, as `assets/<file>`. */
  initial: string[];
  /** `assets/<file>` of each lazy chunk, with the chunks Vite preloads along with it. */
  lazyDeps: Map<string, string[]>;
  distDir: string;
}

const DYNAMIC_IMPORT = /import\([`'"]\.\/([\w.-]+\.js)[`'"]\)(?:[\s\S]{0,300}?__vite__mapDeps\(\[([\d,]*)\]\))?/g;
const MAP_DEPS_LIST = /m\.f=(\[[^\]]*\])/;

export function readWebBuild(distDir: string): WebBuild {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`${indexPath} is missing`);
  const html = readFileSync(indexPath, 'utf8');
  const entry = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]);
  const lazyDeps = new Map<string, string[]>();
  const assetsDir = join(distDir, 'assets');
  for (const file of readdirSync(assetsDir).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(join(assetsDir, file), 'utf8');
    const list = MAP_DEPS_LIST.exec(code);
    const depsList = list ? (JSON.parse(list[1]) as string[]) : [];
    for (const match of code.matchAll(DYNAMIC_IMPORT)) {
      const chunk = `assets/${match[1]}`;
      const deps = (match[2] ?? '')
        .split(',')
        .filter(Boolean)
        .map((i) => depsList[Number(i)]);
      lazyDeps.set(chunk, [...new Set([chunk, ...deps, ...(lazyDeps.get(chunk) ?? [])])]);
    }
  }
  return { initial: [...entry, ...preloads], lazyDeps, distDir };
}

/** The lazy chunk whose file name starts with `<name>-` (Vite names chunks after their module). */
export function lazyChunk(build: WebBuild, name: string): string {
  const found = [...build.lazyDeps.keys()].filter((file) => file.startsWith(`assets/${name}-`));
  if (found.length !== 1) throw new Error(`expected one lazy chunk named ${name}, found ${found.length}`);
  return found[0];
}

/** The JavaScript of `initial` and of the named lazy chunks with their dependencies, each file once. */
export function javascriptOf(build: WebBuild, lazyNames: string[]): ChunkSet {
  const files = new Set(build.initial);
  for (const name of lazyNames) for (const dep of build.lazyDeps.get(lazyChunk(build, name)) ?? []) files.add(dep);
  const js = [...files].filter((file) => file.endsWith('.js'));
  let rawBytes = 0;
  let gzipBytes = 0;
  let brotliBytes = 0;
  for (const file of js) {
    const bytes = readFileSync(join(build.distDir, file));
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;
    brotliBytes += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 8 } }).length;
  }
  return { files: js, rawBytes, gzipBytes, brotliBytes };
}
