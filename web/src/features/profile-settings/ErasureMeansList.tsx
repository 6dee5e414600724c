import type { DataRightsTexts } from '../../i18n/data-rights';

/** The lines of contracts' ErasureMeans, in order (DataRightsCards.kn.spec checks the English is word for word). */
export const ERASURE_MEANS_KEYS = [
  'erasureMeans.0',
  'erasureMeans.1',
  'erasureMeans.2',
  'erasureMeans.3',
  'erasureMeans.4',
] as const;

/** What an erasure means, as the member reads it before asking: the same words the office reads, translated. */
export function ErasureMeansList({ t }: { t: DataRightsTexts }) {
  return (
    <ul className="erasure-means">
      {ERASURE_MEANS_KEYS.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ul>
  );
}
