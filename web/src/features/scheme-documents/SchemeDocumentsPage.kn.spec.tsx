import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, screen } from '@testing-library/react';
import { ContentMessages } from '@portal/contracts/rules';
import { chooseLanguage } from '../../i18n/i18n';
import documents from '../../i18n/locales/en/admin/scheme-documents.json';
import { aSchemeDocument } from '../../test/content-fixtures';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { stubFetch } from '../../test/fetch-stub';
import { anAdminUser } from '../../test/member-fixtures';
import { renderAsStaff } from '../../test/render-as-staff';
import { SchemeDocumentsPage } from './SchemeDocumentsPage';

configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe('scheme documents in Kannada (issue 31)', () => {
  it('shows the upload form, the filter and the table with no English word but file names and kinds', async () => {
    stubFetch({
      'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) },
      'GET /api/scheme-documents': {
        body: [aSchemeDocument({ scheme: 'kutumba_barosa', fileName: 'claim-form.pdf' })],
      },
    });
    await act(() => chooseLanguage('kn'));
    renderAsStaff('admin', <SchemeDocumentsPage />, { route: '/scheme-documents' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ಯೋಜನೆಯ ದಾಖಲೆಗಳು' })).toBeInTheDocument();
    expect(await screen.findByText('claim-form.pdf')).toBeInTheDocument();
    expect(screen.getAllByText('ಕುಟುಂಬ ಭರೋಸೆ').length).toBeGreaterThan(0);
    // File names and kinds are as the files have them.
    const kept = ['claim', 'form', 'pdf', 'PDF', 'DOC', 'DOCX', 'XLS', 'XLSX', 'JPG', 'JPEG', 'PNG', 'MB', 'KB'];
    expect(englishWordsIn(visibleText(), kept)).toEqual([]);
    expect(englishWordsIn(visibleText(), kept.slice(3))).toContain('claim');
  });

  it("keeps the contract's English words for the documents' messages", () => {
    for (const [key, text] of Object.entries(documents.messages)) {
      expect({ key, text }).toEqual({ key, text: ContentMessages[key as keyof typeof ContentMessages] });
    }
  });
});
