import { staticClosure, type Bundle, type BundleChunk } from './route-documents.ts';

export type { Bundle };

const chunksOf = (bundle: Bundle) => Object.values(bundle).filter((file): file is BundleChunk => file.type === 'chunk');

/**
 * The build's files an offline reload needs besides index.html: every entry with the chunks it imports
 * statically and their styles, and the same for the lazily loaded page `pageModule` (the offline card).
 * The service worker precaches just these (web/vite/pwa.ts); every other chunk is cached when it is used.
 */
export function offlineShellFiles(bundle: Bundle, pageModule: string): string[] {
  const chunks = chunksOf(bundle);
  const page = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${pageModule}`));
  if (!page) throw new Error(`offline-shell: no chunk of its own for ${pageModule} (is it still loaded lazily?)`);
  const files = new Set<string>();
  for (const from of [...chunks.filter((chunk) => chunk.isEntry), page]) {
    for (const chunk of staticClosure(bundle, from)) {
      files.add(chunk.fileName);
      chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
    }
  }
  return [...files].sort();
}
