import type { Plugin } from 'vite';

/** What route-documents needs of Rollup's output bundle (OutputChunk and OutputAsset). */
export interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** The modules the chunk holds (a page's module may sit in a chunk grouped with others: vite.config.ts). */
  moduleIds?: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
type BundleFile = BundleChunk | { type: 'asset'; fileName: string; source: string | Uint8Array };
export type Bundle = Record<string, BundleFile>;

/** The paths the gateway serves a document of their own for: `/` or one lower-case segment (web-app.middleware.ts). */
const ROUTE_PATH = /^\/([a-z][a-z0-9-]{0,40})?$/;

/** Where the gateway looks for a path's own document: `routes/<segment, or "index" for />.html`. */
export function routeDocumentName(path: string): string {
  const route = ROUTE_PATH.exec(path);
  if (!route) throw new Error(`route-documents: the gateway serves no document of its own for ${path}`);
  return `routes/${route[1] ?? 'index'}.html`;
}

/** The chunk files `from` loads before it runs (its static imports, transitively), `from` included. */
export function staticClosure(bundle: Bundle, from: BundleChunk): BundleChunk[] {
  const seen = new Map<string, BundleChunk>();
  const visit = (chunk: BundleChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(from);
  return [...seen.values()];
}

/**
 * The `<link>`s that let a visitor's browser fetch a lazily loaded page's
 * chunks and styles together with the entry, instead of only once the entry
 * has run and asked for them: one round trip less before the page paints.
 * What index.html already loads is left out.
 */
export function routePreloadLinks(bundle: Bundle, pageModule: string, base = '/'): string[] {
  const chunks = Object.values(bundle).filter((file): file is BundleChunk => file.type === 'chunk');
  const isPage = (id: string | null | undefined) => !!id?.replaceAll('\\', '/').endsWith(`/${pageModule}`);
  const page =
    chunks.find((chunk) => isPage(chunk.facadeModuleId)) ??
    chunks.find((chunk) => !chunk.isEntry && chunk.moduleIds?.some(isPage));
  if (!page) throw new Error(`route-documents: no chunk for ${pageModule} (is it still loaded lazily?)`);
  const initial = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    for (const chunk of staticClosure(bundle, entry)) {
      initial.add(chunk.fileName);
      chunk.viteMetadata?.importedCss.forEach((css) => initial.add(css));
    }
  }
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const chunk of staticClosure(bundle, page)) {
    if (!initial.has(chunk.fileName)) scripts.push(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => {
      if (!initial.has(css) && !styles.includes(css)) styles.push(css);
    });
  }
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
    // The same link Vite's loader would add when the page is imported: it finds this one and adds none.
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
  ];
}

/** The preload links of a route that loads several lazy modules (its layouts, then its page), each file once. */
export function routeLinks(bundle: Bundle, pageModules: string | string[], base = '/'): string[] {
  return [...new Set([pageModules].flat().flatMap((page) => routePreloadLinks(bundle, page, base)))];
}

/**
 * For each route, a copy of index.html that also preloads that route's page
 * (`routes/<name>.html`, served by the gateway for exactly that path). Only
 * for the pages a first visit lands on; every other path gets index.html.
 * A route may name several lazily loaded modules (its layouts and its page),
 * loaded one after another otherwise: all are preloaded, each file once.
 */
export function routeDocuments(routes: Record<string, string | string[]>): Plugin {
  let base = '/';
  return {
    name: 'portal-route-documents',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, output) {
      const bundle = output as unknown as Bundle;
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('route-documents: the build made no index.html');
      const html = typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
      const head = /(\s*)<\/head>/.exec(html);
      if (!head) throw new Error('route-documents: index.html has no </head>');
      for (const [path, pageModules] of Object.entries(routes)) {
        const links = routeLinks(bundle, pageModules, base);
        this.emitFile({
          type: 'asset',
          fileName: routeDocumentName(path),
          // Each link on a line of its own, indented as the head's other elements.
          source: html.replace(head[0], `${links.map((link) => `${head[1]}  ${link}`).join('')}${head[0]}`),
        });
      }
    },
  };
}
