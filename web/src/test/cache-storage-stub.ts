import { vi } from 'vitest';

/** A key as Cache Storage compares them: the URL, resolved against the page. */
const keyOf = (request: RequestInfo | URL): string =>
  new URL(
    typeof request === 'string' ? request : request instanceof URL ? request.href : request.url,
    'http://localhost',
  ).href;

/** One named cache: responses kept by URL, each read as a fresh copy as the browser's Cache does. */
class MemoryCache {
  readonly entries = new Map<string, Response>();

  match(request: RequestInfo | URL): Promise<Response | undefined> {
    return Promise.resolve(this.entries.get(keyOf(request))?.clone());
  }

  put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(keyOf(request), response.clone());
    return Promise.resolve();
  }

  delete(request: RequestInfo | URL): Promise<boolean> {
    return Promise.resolve(this.entries.delete(keyOf(request)));
  }
}

/**
 * The browser's Cache Storage (window.caches), which jsdom lacks: in memory, for the part of the app that keeps
 * the member's ID card. Returns the caches by name, so a test can look at what was kept.
 */
export function stubCacheStorage(): Map<string, MemoryCache> {
  const caches = new Map<string, MemoryCache>();
  vi.stubGlobal('caches', {
    has: (name: string) => Promise.resolve(caches.has(name)),
    open: (name: string) => {
      if (!caches.has(name)) caches.set(name, new MemoryCache());
      return Promise.resolve(caches.get(name));
    },
    delete: (name: string) => Promise.resolve(caches.delete(name)),
    keys: () => Promise.resolve([...caches.keys()]),
  });
  return caches;
}
