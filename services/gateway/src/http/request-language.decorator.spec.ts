import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { Language } from '@portal/contracts';
import { RequestLanguage as sut } from './request-language.decorator';
import { customRouteArguments } from './route-arguments.fixture';

class Handlers {
  handle(_body: unknown, @sut() language: Language): Language {
    return language;
  }
}

const resolved = (req: unknown) => customRouteArguments(Handlers, 'handle', req).get(1);

describe('@RequestLanguage()', () => {
  it("gives the handler the signed-in person's saved language before the browser's", () => {
    const signedIn = { user: { id: 'u1' }, session: { language: 'kn' }, headers: { 'accept-language': 'en' } };
    assert.equal(resolved(signedIn), 'kn');
  });

  it("gives a visitor's Accept-Language, and English when it names no portal language", () => {
    assert.equal(resolved({ headers: { 'accept-language': 'kn-IN,kn;q=0.9,en;q=0.8' } }), 'kn');
    assert.equal(resolved({ headers: { 'accept-language': 'fr' } }), 'en');
    assert.equal(resolved({ headers: {} }), 'en');
  });
});
