import { describe, expect, it } from '@jest/globals';
import { fontRuns } from './pdf-fonts';

describe('fontRuns', () => {
  it('keeps plain Latin text in one Helvetica run, so no font is embedded for most cards', () => {
    expect(fontRuns('Ravi Kumar, Jayanagar - Bengaluru')).toEqual([
      { subset: 'standard', text: 'Ravi Kumar, Jayanagar - Bengaluru' },
    ]);
  });

  it('prints a Kannada name in the Kannada face and the rest in Noto, on one baseline', () => {
    expect(fontRuns('Ravi ರವಿ ಕುಮಾರ್')).toEqual([
      { subset: 'latin', text: 'Ravi ' },
      { subset: 'knda', text: 'ರವಿ ಕುಮಾರ್' },
    ]);
  });

  it('keeps a zero-width joiner inside its Kannada run, so the conjunct is shaped whole', () => {
    expect(fontRuns('ಕ್\u200dಷ')).toEqual([{ subset: 'knda', text: 'ಕ್\u200dಷ' }]);
  });

  it('prints a Devanagari name in the Devanagari face', () => {
    expect(fontRuns('Ravi राम')).toEqual([
      { subset: 'latin', text: 'Ravi ' },
      { subset: 'deva', text: 'राम' },
    ]);
  });

  it('takes the rupee sign and accented letters from the latin-ext face', () => {
    expect(fontRuns('₹500').map((run) => run.subset)).toEqual(['ext', 'latin']);
    expect(fontRuns('Łukasz').map((run) => run.subset)).toEqual(['ext', 'latin']);
  });
});
