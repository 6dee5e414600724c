import { describe, expect, it } from 'vitest';
import { documentsByScheme, moreDocumentsText } from './scheme-documents';
import { aSchemeDocument } from '../../test/content-fixtures';

describe('moreDocumentsText', () => {
  it("says how many documents a scheme card leaves out, in the spec's words", () => {
    expect(moreDocumentsText(5)).toBe('+2 more documents available');
    expect(moreDocumentsText(4)).toBe('+1 more documents available');
  });

  it('says nothing when the card shows every document', () => {
    expect(moreDocumentsText(3)).toBeNull();
    expect(moreDocumentsText(0)).toBeNull();
  });
});

describe('documentsByScheme', () => {
  it('groups documents under every scheme, newest first, with empty lists for schemes without any', () => {
    const groups = documentsByScheme([
      aSchemeDocument({ id: 'old', createdAt: '2026-01-01T00:00:00.000Z' }),
      aSchemeDocument({ id: 'new', createdAt: '2026-03-01T00:00:00.000Z' }),
      aSchemeDocument({ id: 'kb', scheme: 'kutumba_barosa' }),
    ]);
    expect(groups.esi.map((d) => d.id)).toEqual(['new', 'old']);
    expect(groups.postal).toEqual([]);
    expect(groups.kutumba_barosa.map((d) => d.id)).toEqual(['kb']);
  });
});
