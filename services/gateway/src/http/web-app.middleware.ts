import express, { NextFunction, Request, Response } from 'express';
import { existsSync, Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { chooseEncoding, CompressedAssets, Encoding, isCompressible } from './compressed-assets';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Vite names everything under assets/ by its content hash: a changed file is a new URL. */
const cacheControlFor = (relativePath: string) => (relativePath.startsWith(`assets${sep}`) ? IMMUTABLE : 'no-cache');

/**
 * Serves the built web app for every non-/api path, with the SPA fallback to
 * index.html, or to the path's own copy of it when the build made one
 * (routes/<name>.html: index.html that also preloads the page's chunks, for
 * the pages a first visit lands on; web/vite/route-documents.ts). Hashed
 * assets are cached for good; the documents never are. Text files are sent
 * brotli- or gzip-compressed when the browser accepts it, from copies made
 * once per file (the API's answers are never compressed here, so
 * streamed downloads and byte ranges stay as they are).
 */
export function webAppMiddleware(distDir: string, options: { warm?: boolean } = {}) {
  const root = resolve(distDir);
  const index = join(root, 'index.html');
  const compressed = new CompressedAssets();
  // Compress the build in the background at start-up; requests that come first compress what they need.
  if (options.warm !== false && existsSync(root)) void compressed.warm(root).catch(() => undefined);

  const serveStatic = express.static(root, {
    index: false,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', cacheControlFor(relative(root, path)));
      if (isCompressible(path)) res.vary('Accept-Encoding');
    },
  });

  /** Answers with the compressed copy when there is one the browser accepts; false when it did not. */
  async function sendCompressed(req: Request, res: Response, path: string, info: Stats): Promise<boolean> {
    if (!isCompressible(path)) return false;
    res.vary('Accept-Encoding');
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (!encoding) return false;
    const variants = await compressed.get(path, info.mtimeMs, info.size);
    if (!variants) return false;
    send(req, res, {
      path,
      info,
      encoding,
      body: variants[encoding],
      cacheControl: cacheControlFor(relative(root, path)),
    });
    return true;
  }

  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    void (async () => {
      const file = await fileWithin(root, req.path);
      if (file && (await sendCompressed(req, res, file.path, file.info))) return;
      serveStatic(req, res, () => {
        void (async () => {
          const document = await pageDocument(root, index, req.path);
          if (!document) {
            res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build:web`.');
            return;
          }
          if (await sendCompressed(req, res, document.path, document.info)) return;
          res.setHeader('Cache-Control', 'no-cache');
          res.sendFile(document.path);
        })().catch(next);
      });
    })().catch(next);
  };
}

function send(
  req: Request,
  res: Response,
  answer: { path: string; info: Stats; encoding: Encoding; body: Buffer; cacheControl: string },
): void {
  const { path, info, encoding, body } = answer;
  res.setHeader('Cache-Control', answer.cacheControl);
  res.type(extname(path));
  // Its own validator per encoding: a cache must not answer a gzip request's revalidation with brotli.
  res.setHeader('ETag', `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}-${encoding}"`);
  res.setHeader('Last-Modified', info.mtime.toUTCString());
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.status(200);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

/** A single-segment path such as /register, or /: the only paths the build makes a document of their own for. */
const ROUTE_DOCUMENT_PATH = /^\/([a-z][a-z0-9-]{0,40})?$/;

/** The document for an app path: the path's own (routes/<name>.html) when there is one, else index.html. */
async function pageDocument(
  root: string,
  index: string,
  urlPath: string,
): Promise<{ path: string; info: Stats } | undefined> {
  const route = ROUTE_DOCUMENT_PATH.exec(urlPath);
  if (route) {
    const path = join(root, 'routes', `${route[1] ?? 'index'}.html`);
    const info = await statFile(path);
    if (info) return { path, info };
  }
  const info = await statFile(index);
  return info ? { path: index, info } : undefined;
}

async function statFile(path: string): Promise<Stats | undefined> {
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? info : undefined;
}

/** The build's file a URL path names, or undefined (outside the build, a dotfile, a folder, missing). */
async function fileWithin(root: string, urlPath: string): Promise<{ path: string; info: Stats } | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const path = resolve(root, `.${decoded}`);
  if (!path.startsWith(root + sep)) return undefined;
  if (
    relative(root, path)
      .split(sep)
      .some((segment) => segment.startsWith('.'))
  )
    return undefined;
  const info = await statFile(path);
  return info ? { path, info } : undefined;
}
