import express, { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the built web app for every non-/api path, with the SPA fallback to
 * index.html. Hashed assets are cached for good; index.html never is.
 */
export function webAppMiddleware(distDir: string) {
  const index = join(distDir, 'index.html');
  const serveStatic = express.static(distDir, {
    index: false,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    serveStatic(req, res, () => {
      if (!existsSync(index)) {
        res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build:web`.');
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  };
}
