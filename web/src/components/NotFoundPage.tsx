import { Button, Card } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useCommonTexts } from '../i18n/common-texts';
import { usePageTitle } from './use-page-title';

/** Spec §2: any unmatched path. */
export function NotFoundPage() {
  const t = useCommonTexts();
  usePageTitle(t('notFound.title'));
  return (
    <main className="standalone-page">
      <Card className="not-found-card">
        <div className="not-found-heading">
          <WarningOutlined className="not-found-icon" aria-hidden />
          <h1>{t('notFound.heading')}</h1>
        </div>
        <p className="muted">{t('notFound.text')}</p>
        <Button type="primary" href="/">
          {t('notFound.home')}
        </Button>
      </Card>
    </main>
  );
}
