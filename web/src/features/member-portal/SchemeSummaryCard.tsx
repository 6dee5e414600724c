import { Alert, Card, Skeleton } from 'antd';
import { Schemes } from '@portal/contracts/shapes';
import { schemeName, useMemberTexts } from '../../i18n/member';
import type { SchemeSetting } from '../../api/payments';
import { formatRupeesWhole } from '../../lib/format';
import {
  SCHEME_SUMMARY_COVERAGE,
  monthlyContribution,
  orderedSchemes,
  rupeesText,
  totalCoverage,
} from '../../lib/scheme-coverage';

/**
 * The Welfare Schemes summary (spec part 2 §9): the member's total monthly contribution, added up from the
 * live amounts of the schemes they joined, and the total coverage of those schemes.
 */
export function SchemeSummaryCard({
  optedSchemes,
  settings,
  settingsPending,
  settingsFailed,
}: {
  optedSchemes: readonly string[];
  settings: readonly SchemeSetting[];
  settingsPending: boolean;
  settingsFailed: boolean;
}) {
  const t = useMemberTexts();
  const perMonth = (amount: string) => (amount ? t('schemeCards.perMonth', { amount }) : '');
  const schemes = orderedSchemes(optedSchemes);
  const contribution = monthlyContribution(schemes, settings);
  const amountOf = (scheme: string) => settings.find((setting) => setting.scheme === scheme)?.amount;

  return (
    <Card title={<h2 className="member-card-title">{t('schemeCards.summaryTitle')}</h2>} className="scheme-summary">
      <section aria-label={t('schemeCards.summaryLabel')}>
        <p className="muted">
          {schemes.length === 0
            ? t('schemeCards.joinedNone')
            : t('schemeCards.joined', { count: schemes.length, total: Schemes.length })}
        </p>
        <dl className="scheme-summary-totals">
          <div>
            <dt>{t('schemeCards.totalMonthly')}</dt>
            <dd data-testid="total-monthly-contribution">
              {settingsPending && schemes.length > 0 ? (
                <Skeleton.Input active size="small" />
              ) : (
                perMonth(rupeesText(contribution.total))
              )}
            </dd>
          </div>
          <div>
            <dt>{t('schemeCards.totalCoverage')}</dt>
            <dd data-testid="total-coverage">{formatRupeesWhole(totalCoverage(schemes))}</dd>
          </div>
        </dl>
        {settingsFailed ? (
          <Alert type="error" showIcon title={t('schemeCards.amountsFailed')} />
        ) : contribution.missing.length > 0 && !settingsPending ? (
          <Alert
            type="warning"
            showIcon
            title={t('schemeCards.noAmount', {
              schemes: contribution.missing.map((s) => schemeName(t, s)).join(', '),
            })}
          />
        ) : null}
        {schemes.length > 0 ? (
          <ul className="scheme-summary-lines">
            {schemes.map((scheme) => (
              <li key={scheme}>
                <span>{schemeName(t, scheme)}</span>
                <span className="muted">
                  {[
                    perMonth(rupeesText(amountOf(scheme))),
                    t('schemeCards.cover', { amount: formatRupeesWhole(SCHEME_SUMMARY_COVERAGE[scheme]) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </Card>
  );
}
