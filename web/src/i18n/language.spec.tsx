import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY, useShownLanguage } from './language';
import { applyStoredLanguage } from './switch-language';

function ShownLanguage() {
  return <span>{useShownLanguage()}</span>;
}

describe('language (the shown language without i18next, issue 30)', () => {
  afterEach(async () => {
    window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    const { chooseLanguage } = await import('./i18n');
    await act(() => chooseLanguage('en'));
  });

  it('stays English when nothing was chosen before', async () => {
    render(<ShownLanguage />);
    await applyStoredLanguage();
    expect(screen.getByText('en')).toBeInTheDocument();
  });

  it('at start-up loads the translations and shows the language chosen on an earlier visit, and follows later choices', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'kn');
    render(<ShownLanguage />);
    await act(() => applyStoredLanguage());
    await waitFor(() => expect(screen.getByText('kn')).toBeInTheDocument());
    const { i18n, chooseLanguage } = await import('./i18n');
    expect(i18n.language).toBe('kn');
    await act(() => chooseLanguage('en'));
    expect(screen.getByText('en')).toBeInTheDocument();
  });
});
