import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { chooseEncoding } from './compressed-assets';
import { webAppMiddleware } from './web-app.middleware';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const BROWSER = 'gzip, deflate, br, zstd';

describe('webAppMiddleware', () => {
  let dir: string;
  let server: Server;
  let port: number;
  const script = `export const greeting = ${JSON.stringify('namaskara '.repeat(400))};\n`;
  const indexHtml = `<!doctype html><html><head><title>Portal</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
  const serviceWorker = `self.addEventListener('fetch', () => {});\n${'// precache\n'.repeat(200)}`;
  const manifest = JSON.stringify({ name: 'Portal', short_name: 'KPWA', start_url: '/', display: 'standalone' });
  const registerHtml = indexHtml.replace(
    '</head>',
    '<link rel="modulepreload" href="/assets/RegisterPage-X.js"></head>',
  );

  /** The exact bytes on the wire (fetch would undo the compression we want to see). */
  function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'web-app-spec-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), indexHtml);
    mkdirSync(join(dir, 'routes'));
    writeFileSync(join(dir, 'routes', 'register.html'), registerHtml);
    writeFileSync(join(dir, 'assets', 'index-AbC123.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny-Zz9.js'), 'export {};\n');
    writeFileSync(join(dir, 'assets', 'logo-Q1w2.png'), Buffer.alloc(4096, 7));
    writeFileSync(join(dir, '.env'), 'SECRET=1'.repeat(300));
    writeFileSync(join(dir, 'sw.js'), serviceWorker);
    writeFileSync(join(dir, 'manifest.webmanifest'), manifest);
    const app = express();
    app.use(webAppMiddleware(dir, { warm: false }));
    app.use('/api', (_req, res) => {
      res.json({ from: 'api' });
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a hashed script brotli-compressed to a browser, cached for a year, so a phone downloads a fraction of it once', async () => {
    const answer = await get('/assets/index-AbC123.js', { 'accept-encoding': BROWSER });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-encoding'], 'br');
    assert.match(String(answer.headers.vary), /Accept-Encoding/i);
    assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(answer.headers['content-type']), /^text\/javascript/);
    assert.equal(Number(answer.headers['content-length']), answer.body.length);
    assert.ok(answer.body.length < script.length / 4, `${answer.body.length} bytes for ${script.length}`);
    assert.equal(brotliDecompressSync(answer.body).toString(), script);
  });

  it('sends the copies the web build compressed as they are, and compresses itself when they are older than the file', async () => {
    const source = `export const vachana = ${JSON.stringify('kayakave kailasa '.repeat(300))};\n`;
    const file = join(dir, 'assets', 'vachana-P1.js');
    writeFileSync(file, source);
    // Marked copies: what the gateway sends must be these very bytes, not a compression of its own.
    const br = brotliCompressSync(Buffer.from(`${source}// br copy\n`));
    const gz = gzipSync(Buffer.from(`${source}// gz copy\n`));
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    const brAnswer = await get('/assets/vachana-P1.js', { 'accept-encoding': BROWSER });
    assert.equal(brAnswer.headers['content-encoding'], 'br');
    assert.ok(brAnswer.body.equals(br), 'the prebuilt brotli copy');
    const gzAnswer = await get('/assets/vachana-P1.js', { 'accept-encoding': 'gzip' });
    assert.ok(gzAnswer.body.equals(gz), 'the prebuilt gzip copy');

    // A rebuild rewrote the file but left old copies: they are stale, so the gateway compresses the new bytes.
    const later = `${source}export const more = 1;\n`;
    writeFileSync(file, later);
    const future = new Date(Date.now() + 5000);
    utimesSync(file, future, future);
    const fresh = await get('/assets/vachana-P1.js', { 'accept-encoding': BROWSER });
    assert.equal(brotliDecompressSync(fresh.body).toString(), later);
  });

  it('sends gzip to a client that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gzipped = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzipped.body).toString(), script);

    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/assets/index-AbC123.js', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      assert.equal(plain.status, 200);
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.match(String(plain.headers.vary), /Accept-Encoding/i);
      assert.equal(plain.body.toString(), script);
    }
  });

  it('sends the app page compressed but never cached without asking, so a new release reaches users at once', async () => {
    for (const path of ['/', '/members/42', '/index.html']) {
      const answer = await get(path, { 'accept-encoding': BROWSER });
      assert.equal(answer.status, 200, path);
      assert.equal(answer.headers['cache-control'], 'no-cache', path);
      assert.equal(answer.headers['content-encoding'], 'br', path);
      assert.equal(brotliDecompressSync(answer.body).toString(), indexHtml, path);
    }
  });

  it('sends the service worker and the web app manifest as themselves, never cached without asking, so the portal installs and updates', async () => {
    for (const encoding of [BROWSER, 'identity']) {
      const worker = await get('/sw.js', { 'accept-encoding': encoding });
      assert.equal(worker.status, 200, encoding);
      assert.match(String(worker.headers['content-type']), /^(application|text)\/javascript/, encoding);
      assert.equal(worker.headers['cache-control'], 'no-cache', encoding);
      const body = worker.headers['content-encoding'] === 'br' ? brotliDecompressSync(worker.body) : worker.body;
      assert.equal(body.toString(), serviceWorker, encoding);

      const answer = await get('/manifest.webmanifest', { 'accept-encoding': encoding });
      assert.equal(answer.status, 200, encoding);
      assert.match(String(answer.headers['content-type']), /^application\/manifest\+json/, encoding);
      assert.equal(answer.headers['cache-control'], 'no-cache', encoding);
      assert.deepEqual(JSON.parse(answer.body.toString()), JSON.parse(manifest), encoding);
    }
  });

  it('sends a page the build made a document of its own for (routes/<name>.html) that document, so its chunks load with the entry', async () => {
    const own = await get('/register', { 'accept-encoding': BROWSER });
    assert.equal(own.status, 200);
    assert.equal(own.headers['cache-control'], 'no-cache');
    assert.equal(brotliDecompressSync(own.body).toString(), registerHtml);
    assert.equal((await get('/register')).body.toString(), registerHtml);
    // Only that exact path; every other app path (and one naming no document) gets index.html.
    for (const path of ['/register/extra', '/Register', '/register.html', '/login', '/members/42', '/%2e%2e']) {
      const answer = await get(path);
      assert.equal(answer.status, 200, path);
      assert.equal(answer.body.toString(), indexHtml, path);
    }
  });

  it('answers a revalidation with 304 and no body, so a returning visitor does not download the page again', async () => {
    const first = await get('/', { 'accept-encoding': BROWSER });
    const again = await get('/', { 'accept-encoding': BROWSER, 'if-none-match': String(first.headers.etag) });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    const otherEncoding = await get('/', { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) });
    assert.equal(otherEncoding.status, 200);
    assert.equal(otherEncoding.headers['content-encoding'], 'gzip');
  });

  it('leaves tiny files and images as they are, where compressing would not help', async () => {
    const tiny = await get('/assets/tiny-Zz9.js', { 'accept-encoding': BROWSER });
    assert.equal(tiny.headers['content-encoding'], undefined);
    assert.equal(tiny.body.toString(), 'export {};\n');
    const image = await get('/assets/logo-Q1w2.png', { 'accept-encoding': BROWSER });
    assert.equal(image.headers['content-encoding'], undefined);
    assert.equal(image.headers.vary, undefined);
    assert.equal(image.body.length, 4096);
    assert.equal(image.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('answers HEAD with the headers of the compressed file and no body', async () => {
    const answer = await get('/assets/index-AbC123.js', { 'accept-encoding': BROWSER }, 'HEAD');
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-encoding'], 'br');
    assert.ok(Number(answer.headers['content-length']) > 0);
    assert.equal(answer.body.length, 0);
  });

  it('serves the new content after a rebuild rewrites a file, so no one gets a stale compressed copy', async () => {
    const path = join(dir, 'assets', 'rebuilt-K8.js');
    writeFileSync(path, `export const v = ${JSON.stringify('one '.repeat(500))};\n`);
    const before = await get('/assets/rebuilt-K8.js', { 'accept-encoding': 'gzip' });
    const changed = `export const v = ${JSON.stringify('two! '.repeat(500))};\n`;
    writeFileSync(path, changed);
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    const after = await get('/assets/rebuilt-K8.js', { 'accept-encoding': 'gzip' });
    assert.notEqual(gunzipSync(before.body).toString(), changed);
    assert.equal(gunzipSync(after.body).toString(), changed);
  });

  it('never serves dotfiles or files outside the build, even through encoded paths', async () => {
    for (const path of ['/.env', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f.env', '/%2e%2e%2fpackage.json']) {
      const answer = await get(path, { 'accept-encoding': BROWSER });
      assert.notEqual(answer.status, 500, path);
      const text = answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body).toString() : '';
      assert.ok(answer.status !== 200 || text === indexHtml, `${path} answered ${answer.status}`);
    }
  });

  it('leaves the API alone, so streamed downloads and byte ranges are not compressed', async () => {
    const answer = await get('/api/members', { 'accept-encoding': BROWSER });
    assert.equal(answer.headers['content-encoding'], undefined);
    assert.deepEqual(JSON.parse(answer.body.toString()), { from: 'api' });
  });
});

describe('chooseEncoding', () => {
  it("prefers brotli whatever order the browser lists them in, and honours q=0 and '*'", () => {
    assert.equal(chooseEncoding('gzip, deflate, br, zstd'), 'br');
    assert.equal(chooseEncoding('gzip;q=1.0, br;q=0'), 'gzip');
    assert.equal(chooseEncoding('*'), 'br');
    assert.equal(chooseEncoding('*;q=0, gzip'), 'gzip');
    assert.equal(chooseEncoding('deflate'), undefined);
    assert.equal(chooseEncoding(undefined), undefined);
  });
});
