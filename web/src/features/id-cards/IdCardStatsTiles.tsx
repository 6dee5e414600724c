import { Card, Col, Row, Skeleton } from 'antd';
import { useIdCardStatsQuery } from '../../api/id-cards';
import { formatCount } from '../../lib/format';
import { useAdminIdCardsTexts } from '../../i18n/admin-id-cards';

const TILES = ['totalMembers', 'generated', 'pendingGeneration', 'downloads'] as const;

/** The four tiles of the ID Cards page, computed by the server (spec part 1 §2 had fixed numbers). */
export function IdCardStatsTiles() {
  const { data, isPending } = useIdCardStatsQuery();
  const t = useAdminIdCardsTexts();
  return (
    <Row gutter={[16, 16]} className="id-card-tiles">
      {TILES.map((tile) => (
        <Col xs={12} lg={6} key={tile}>
          <Card size="small" className="stat-card">
            <p className="id-card-tile-title" id={`id-card-tile-${tile}`}>
              {t(`tiles.${tile}`)}
            </p>
            {isPending ? (
              <Skeleton.Button active size="small" />
            ) : (
              <p className="id-card-tile-value" aria-labelledby={`id-card-tile-${tile}`}>
                {formatCount(data?.[tile] ?? 0)}
              </p>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
