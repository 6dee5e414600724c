import { describe, expect, it } from 'vitest';
import { routeDocumentName, routeLinks, routePreloadLinks as sut } from './route-documents';

const chunk = (
  fileName: string,
  imports: string[],
  options: { entry?: string; page?: string; css?: string[] } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: options.entry !== undefined,
  facadeModuleId: options.entry ?? options.page ?? null,
  imports,
  viteMetadata: { importedCss: new Set(options.css ?? []) },
});

const bundle = {
  'assets/index-A.js': chunk('assets/index-A.js', ['assets/react-B.js'], {
    entry: '/app/web/src/main.tsx',
    css: ['assets/index-A.css'],
  }),
  'assets/react-B.js': chunk('assets/react-B.js', []),
  'assets/RegisterPage-C.js': chunk('assets/RegisterPage-C.js', ['assets/react-B.js', 'assets/form-D.js'], {
    page: '/app/web/src/features/register/RegisterPage.tsx',
    css: ['assets/RegisterPage-C.css'],
  }),
  'assets/form-D.js': chunk('assets/form-D.js', ['assets/rules-E.js', 'assets/react-B.js'], {
    css: ['assets/form-D.css'],
  }),
  'assets/rules-E.js': chunk('assets/rules-E.js', []),
  'assets/AdminPage-F.js': chunk('assets/AdminPage-F.js', ['assets/antd-G.js'], {
    page: '/app/web/src/features/admin/AdminPage.tsx',
  }),
  'assets/antd-G.js': chunk('assets/antd-G.js', []),
  'index.html': { type: 'asset' as const, fileName: 'index.html', source: '<html></html>' },
};

describe('routePreloadLinks', () => {
  it('preloads every chunk and style the page loads before it runs, so a first visit waits one round trip less', () => {
    expect(sut(bundle, 'src/features/register/RegisterPage.tsx')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/RegisterPage-C.js">',
      '<link rel="modulepreload" crossorigin href="/assets/form-D.js">',
      '<link rel="modulepreload" crossorigin href="/assets/rules-E.js">',
      '<link rel="stylesheet" crossorigin href="/assets/RegisterPage-C.css">',
      '<link rel="stylesheet" crossorigin href="/assets/form-D.css">',
    ]);
  });

  it("leaves out what index.html already loads and other pages' chunks, so nothing is downloaded twice or for nothing", () => {
    const links = sut(bundle, 'src/features/register/RegisterPage.tsx').join('\n');
    expect(links).not.toMatch(/index-A|react-B|AdminPage|antd-G/);
  });

  it('fails the build when no chunk holds the page, rather than silently preloading nothing', () => {
    expect(() => sut(bundle, 'src/features/register/Missing.tsx')).toThrow(/no chunk for/);
  });

  it('preloads the chunk a page was grouped into with other modules (vite.config.ts codeSplitting groups)', () => {
    const grouped = {
      ...bundle,
      'assets/member-H.js': {
        ...chunk('assets/member-H.js', ['assets/react-B.js', 'assets/antd-G.js']),
        moduleIds: ['/app/web/src/api/members.ts', '/app/web/src/app/layouts/MemberLayout.tsx'],
      },
    };
    expect(sut(grouped, 'src/app/layouts/MemberLayout.tsx')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/member-H.js">',
      '<link rel="modulepreload" crossorigin href="/assets/antd-G.js">',
    ]);
  });
});

describe('routeLinks', () => {
  it("preloads a route's layout and page together, each shared chunk once, so a member's page waits no chain of round trips", () => {
    const links = routeLinks(bundle, ['src/features/admin/AdminPage.tsx', 'src/features/register/RegisterPage.tsx']);
    expect(links).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/AdminPage-F.js">',
      '<link rel="modulepreload" crossorigin href="/assets/antd-G.js">',
      ...sut(bundle, 'src/features/register/RegisterPage.tsx'),
    ]);
    expect(
      routeLinks(bundle, ['src/features/register/RegisterPage.tsx', 'src/features/register/RegisterPage.tsx']),
    ).toEqual(sut(bundle, 'src/features/register/RegisterPage.tsx'));
  });
});

describe('routeDocumentName', () => {
  it('names the document the gateway looks for', () => {
    expect(routeDocumentName('/')).toBe('routes/index.html');
    expect(routeDocumentName('/register')).toBe('routes/register.html');
  });

  it('fails the build for a path the gateway would never serve such a document for, rather than writing one unused', () => {
    expect(() => routeDocumentName('/members/new')).toThrow(/no document of its own/);
    expect(() => routeDocumentName('/Register')).toThrow(/no document of its own/);
  });
});
