import { describe, expect, it } from 'vitest';
import { offlineShellFiles as sut } from './offline-shell';

const chunk = (
  fileName: string,
  imports: string[],
  options: { entry?: string; page?: string; css?: string[]; modules?: string[] } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: options.entry !== undefined,
  facadeModuleId: options.entry ?? options.page ?? null,
  moduleIds: options.modules ?? [],
  imports,
  viteMetadata: { importedCss: new Set(options.css ?? []) },
});

const bundle = {
  'assets/index-A.js': chunk('assets/index-A.js', ['assets/react-B.js'], {
    entry: '/app/web/src/main.tsx',
    css: ['assets/index-A.css'],
  }),
  'assets/react-B.js': chunk('assets/react-B.js', []),
  'assets/OfflineCardPage-C.js': chunk('assets/OfflineCardPage-C.js', ['assets/react-B.js', 'assets/format-D.js'], {
    page: '/app/web/src/features/offline-card/OfflineCardPage.tsx',
    css: ['assets/OfflineCardPage-C.css'],
  }),
  'assets/format-D.js': chunk('assets/format-D.js', []),
  'assets/MemberDashboardPage-E.js': chunk('assets/MemberDashboardPage-E.js', ['assets/antd-F.js']),
  'assets/antd-F.js': chunk('assets/antd-F.js', []),
  // i18next sits in a chunk shared with the pages that import it statically; Kannada in a chunk of its own.
  'assets/i18n-G.js': chunk('assets/i18n-G.js', ['assets/react-B.js'], {
    modules: ['/app/web/node_modules/i18next/dist/esm/i18next.js', '/app/web/src/i18n/i18n.ts'],
  }),
  'assets/kn-H.js': chunk('assets/kn-H.js', [], { page: '/app/web/src/i18n/locales/kn/index.ts' }),
  'assets/register-kn-I.js': chunk('assets/register-kn-I.js', []),
  'index.html': { type: 'asset' as const, fileName: 'index.html', source: '<html></html>' },
};

describe('offlineShellFiles', () => {
  it('lists the entry and the offline card page with what they import, so an offline reload finds them all', () => {
    expect(sut(bundle, 'src/features/offline-card/OfflineCardPage.tsx')).toEqual([
      'assets/OfflineCardPage-C.css',
      'assets/OfflineCardPage-C.js',
      'assets/format-D.js',
      'assets/index-A.css',
      'assets/index-A.js',
      'assets/react-B.js',
    ]);
  });

  it('leaves the other pages’ chunks out, so installing the service worker does not download the whole app', () => {
    const files = sut(bundle, 'src/features/offline-card/OfflineCardPage.tsx');
    expect(files).not.toContain('assets/MemberDashboardPage-E.js');
    expect(files).not.toContain('assets/antd-F.js');
  });

  it('adds i18next and the Kannada catalogues, so a member who chose ಕನ್ನಡ sees the card in Kannada offline', () => {
    const files = sut(bundle, [
      'src/features/offline-card/OfflineCardPage.tsx',
      'src/i18n/i18n.ts',
      'src/i18n/locales/kn/index.ts',
    ]);
    expect(files).toEqual(
      expect.arrayContaining(['assets/i18n-G.js', 'assets/kn-H.js', 'assets/OfflineCardPage-C.js']),
    );
    expect(files).not.toContain('assets/register-kn-I.js');
  });

  it('refuses a build where the offline card page has no chunk of its own, rather than precache too little', () => {
    expect(() => sut(bundle, 'src/features/offline-card/Missing.tsx')).toThrow(/no chunk of its own/);
  });
});
