import { Button, Card } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { usePageTitle } from './use-page-title';

/** Spec §2: any unmatched path. */
export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <main className="standalone-page">
      <Card className="not-found-card">
        <div className="not-found-heading">
          <WarningOutlined className="not-found-icon" aria-hidden />
          <h1>404 Page Not Found</h1>
        </div>
        <p className="muted">Did you forget to add the page to the router?</p>
        <Button type="primary" href="/">
          Go to Home
        </Button>
      </Card>
    </main>
  );
}
