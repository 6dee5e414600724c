import { Alert, Card, Skeleton } from 'antd';
import { SchemeLabels, Schemes } from '@portal/contracts/shapes';
import type { SchemeSetting } from '../../api/payments';
import { formatRupeesWhole } from '../../lib/format';
import {
  SCHEME_SUMMARY_COVERAGE,
  monthlyAmountText,
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
  const schemes = orderedSchemes(optedSchemes);
  const contribution = monthlyContribution(schemes, settings);
  const amountOf = (scheme: string) => settings.find((setting) => setting.scheme === scheme)?.amount;

  return (
    <Card title={<h2 className="member-card-title">My Scheme Summary</h2>} className="scheme-summary">
      <section aria-label="Scheme summary">
        <p className="muted">
          {schemes.length === 0
            ? 'You have not joined a welfare scheme yet. Please contact admin to join one.'
            : `You have joined ${schemes.length} of ${Schemes.length} welfare schemes.`}
        </p>
        <dl className="scheme-summary-totals">
          <div>
            <dt>Total Monthly Contribution</dt>
            <dd data-testid="total-monthly-contribution">
              {settingsPending && schemes.length > 0 ? (
                <Skeleton.Input active size="small" />
              ) : (
                `${rupeesText(contribution.total)}/month`
              )}
            </dd>
          </div>
          <div>
            <dt>Total Coverage</dt>
            <dd data-testid="total-coverage">{formatRupeesWhole(totalCoverage(schemes))}</dd>
          </div>
        </dl>
        {settingsFailed ? (
          <Alert type="error" showIcon title="The monthly amounts could not be loaded. Please try again later." />
        ) : contribution.missing.length > 0 && !settingsPending ? (
          <Alert
            type="warning"
            showIcon
            title={`No monthly amount is set for ${contribution.missing.map((s) => SchemeLabels[s]).join(', ')} yet.`}
          />
        ) : null}
        {schemes.length > 0 ? (
          <ul className="scheme-summary-lines">
            {schemes.map((scheme) => (
              <li key={scheme}>
                <span>{SchemeLabels[scheme]}</span>
                <span className="muted">
                  {[monthlyAmountText(amountOf(scheme)), `cover ${formatRupeesWhole(SCHEME_SUMMARY_COVERAGE[scheme])}`]
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
