import { Button, Card } from 'antd';
import { CalendarOutlined, CreditCardOutlined, IdcardOutlined, SettingOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useMemberTexts } from '../../i18n/member';
import type { useMemberFiles } from './use-member-files';

/** Spec part 2 §2 quick actions: Download ID Card, Make Payment, Profile Settings, View Events. */
export function QuickActionsCard({ files }: { files: ReturnType<typeof useMemberFiles> }) {
  const t = useMemberTexts();
  const navigate = useNavigate();
  return (
    <Card title={<h2 className="member-card-title">{t('quickActions.title')}</h2>}>
      <div className="quick-actions">
        <Button
          icon={<IdcardOutlined />}
          block
          loading={files.opening === 'id-card'}
          onClick={() => files.open('id-card')}
        >
          {t('quickActions.idCard')}
        </Button>
        <Button icon={<CreditCardOutlined />} block onClick={() => navigate('/make-payment')}>
          {t('quickActions.makePayment')}
        </Button>
        <Button icon={<SettingOutlined />} block onClick={() => navigate('/profile-settings')}>
          {t('quickActions.profileSettings')}
        </Button>
        <Button icon={<CalendarOutlined />} block onClick={() => navigate('/member-events')}>
          {t('quickActions.viewEvents')}
        </Button>
      </div>
    </Card>
  );
}
