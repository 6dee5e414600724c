import { Card, Col, Row, Skeleton } from 'antd';
import { useIdCardStatsQuery } from '../../api/id-cards';
import { formatCount } from '../../lib/format';

const TILES = [
  { key: 'totalMembers', title: 'Total Members' },
  { key: 'generated', title: 'Cards Generated' },
  { key: 'pendingGeneration', title: 'Pending Generation' },
  { key: 'downloads', title: 'Downloads' },
] as const;

/** The four tiles of the ID Cards page, computed by the server (spec part 1 §2 had fixed numbers). */
export function IdCardStatsTiles() {
  const { data, isPending } = useIdCardStatsQuery();
  return (
    <Row gutter={[16, 16]} className="id-card-tiles">
      {TILES.map((tile) => (
        <Col xs={12} lg={6} key={tile.key}>
          <Card size="small" className="stat-card">
            <p className="id-card-tile-title" id={`id-card-tile-${tile.key}`}>
              {tile.title}
            </p>
            {isPending ? (
              <Skeleton.Button active size="small" />
            ) : (
              <p className="id-card-tile-value" aria-labelledby={`id-card-tile-${tile.key}`}>
                {formatCount(data?.[tile.key] ?? 0)}
              </p>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
