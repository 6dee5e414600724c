import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { englishWordsIn, visibleText } from '../test/english-words';
import { inKannadaSpecs, showKannada } from '../test/kannada';
import { clearPlainToasts, plainToast } from './plain/plain-toast';
import { FilePicker } from './FilePicker';

inKannadaSpecs();

describe('the shared file picker and toast in Kannada (issue 31)', () => {
  it('offers to choose a file and to remove the chosen one in Kannada, the file name as it is', async () => {
    await showKannada();
    const file = new File(['x'], 'members.csv', { type: 'text/csv' });
    render(<FilePicker label="ಫೈಲ್" file={file} onChange={() => undefined} />);
    expect(screen.getByText('ಫೈಲ್ ಆಯ್ಕೆ ಮಾಡಲು ಕ್ಲಿಕ್ ಮಾಡಿ ಅಥವಾ ಇಲ್ಲಿಗೆ ಎಳೆದು ತನ್ನಿ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'members.csv ತೆಗೆದುಹಾಕಿ' })).toBeInTheDocument();
    // The file's own name is the one Latin text shown (the positive control: it is found when not allowed).
    expect(englishWordsIn(visibleText(), ['members', 'csv', 'B'])).toEqual([]);
    expect(englishWordsIn(visibleText(), ['B'])).toContain('members');
  });

  it("names the toast's close button in Kannada", async () => {
    await showKannada();
    plainToast.success('ಉಳಿಸಲಾಗಿದೆ');
    expect(await screen.findByRole('button', { name: 'ಮುಚ್ಚಿ' })).toBeInTheDocument();
    clearPlainToasts();
  });
});
