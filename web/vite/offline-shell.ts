import { staticClosure, type Bundle, type BundleChunk } from './route-documents.ts';

export type { Bundle };

const chunksOf = (bundle: Bundle) => Object.values(bundle).filter((file): file is BundleChunk => file.type === 'chunk');

/** The chunk that holds `module` (web/src/…): its own, else the group it was put in (vite/chunk-groups.ts). */
function chunkHolding(chunks: BundleChunk[], module: string): BundleChunk {
  const is = (id: string | null | undefined) => !!id?.replaceAll('\\', '/').endsWith(`/${module}`);
  const chunk =
    chunks.find((candidate) => is(candidate.facadeModuleId)) ??
    chunks.find((candidate) => !candidate.isEntry && candidate.moduleIds?.some(is));
  if (!chunk) throw new Error(`offline-shell: no chunk of its own for ${module} (is it still loaded lazily?)`);
  return chunk;
}

/**
 * The build's files an offline reload needs besides index.html: every entry with the chunks it imports
 * statically and their styles, and the same for each lazily loaded module of `pageModules`: the offline card
 * page, and what it needs to be shown in a language other than English (issue 31: i18next and that language's
 * catalogues, which the entry imports at start-up for a stored choice of ಕನ್ನಡ).
 * The service worker precaches just these (web/vite/pwa.ts); every other chunk is cached when it is used.
 */
export function offlineShellFiles(bundle: Bundle, pageModules: string | string[]): string[] {
  const chunks = chunksOf(bundle);
  const pages = [pageModules].flat().map((module) => chunkHolding(chunks, module));
  const files = new Set<string>();
  for (const from of [...chunks.filter((chunk) => chunk.isEntry), ...pages]) {
    for (const chunk of staticClosure(bundle, from)) {
      files.add(chunk.fileName);
      chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
    }
  }
  return [...files].sort();
}
