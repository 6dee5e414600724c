import { Col, Row } from 'antd';
import { Schemes, type Scheme } from '@portal/contracts/shapes';
import { useSchemeSettingsQuery } from '../../api/payments';
import { SchemeCard } from './SchemeCard';
import { useDocumentsByScheme } from './SchemeDocumentLists';
import { SchemeSummaryCard } from './SchemeSummaryCard';

/** Welfare Schemes tab (spec part 2 §2, §9): the three scheme cards, then the member's summary. */
export function WelfareSchemesTab({
  optedSchemes,
  onDetails,
  onShowAllDocuments,
}: {
  optedSchemes: readonly string[];
  onDetails: (scheme: Scheme) => void;
  onShowAllDocuments: () => void;
}) {
  // Asked again on opening: the amounts are the admin's to change, and the total is computed from them.
  const settings = useSchemeSettingsQuery({ fresh: true });
  const documents = useDocumentsByScheme();
  const list = settings.data ?? [];

  return (
    <div className="welfare-schemes">
      <Row gutter={[16, 16]}>
        {Schemes.map((scheme) => (
          <Col xs={24} md={12} xl={8} key={scheme}>
            <SchemeCard
              scheme={scheme}
              enrolled={optedSchemes.includes(scheme)}
              setting={list.find((setting) => setting.scheme === scheme)}
              settingsPending={settings.isPending}
              documents={{ docs: documents.groups[scheme], isPending: documents.isPending, isError: documents.isError }}
              onDetails={onDetails}
              onShowAllDocuments={onShowAllDocuments}
            />
          </Col>
        ))}
      </Row>
      <SchemeSummaryCard
        optedSchemes={optedSchemes}
        settings={list}
        settingsPending={settings.isPending}
        settingsFailed={settings.isError}
      />
    </div>
  );
}
