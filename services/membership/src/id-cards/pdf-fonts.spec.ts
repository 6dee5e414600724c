import { describe, expect, it } from '@jest/globals';
import { fontRuns } from './pdf-fonts';

describe('fontRuns', () => {
  it('keeps plain Latin text in one Helvetica run, so no font is embedded for most cards', () => {
    expect(fontRuns('Ravi Kumar, Jayanagar – Bengaluru'.replace('–', '-'))).toEqual([
      { subset: 'standard', text: 'Ravi Kumar, Jayanagar - Bengaluru' },
    ]);
  });

  it('prints a Devanagari name in the Devanagari face and the rest in Noto, on one baseline', () => {
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
