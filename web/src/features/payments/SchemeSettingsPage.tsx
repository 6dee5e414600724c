import { useState } from 'react';
import { Alert, Button, Card, Col, Empty, Row, Skeleton, Tag, Typography } from 'antd';
import { CheckCircleOutlined, EditOutlined, StopOutlined } from '@ant-design/icons';
import { Schemes } from '@portal/contracts/shapes';
import { useSchemeSettingsQuery, type SchemeSetting } from '../../api/payments';
import { useAdminCan } from '../../components/use-admin-can';
import { usePageTitle } from '../../components/use-page-title';
import { formatRupees } from '../../lib/format';
import { adminSchemeName, useAdminLayoutTexts } from '../../i18n/admin-layout';
import { useAdminPaymentFormsTexts } from '../../i18n/admin-payment-forms';
import { formatDateTimeIn } from '../../i18n/formats';
import { useShownLanguage } from '../../i18n/language';
import { MembershipFeesCard } from './MembershipFeesCard';
import { SchemeSettingDialog } from './SchemeSettingDialog';
import './payments.css';

/** ESI, Postal, Kutumba Barosa: the order the schemes are shown in everywhere. */
const byScheme = (a: SchemeSetting, b: SchemeSetting) => Schemes.indexOf(a.scheme) - Schemes.indexOf(b.scheme);

/** Spec part 2 §2 Scheme Settings: a card per scheme with its amount, online payment state and Edit Settings. */
export function SchemeSettingsPage() {
  const t = useAdminPaymentFormsTexts();
  usePageTitle(t('settings.title'));
  const { data, isPending, isError } = useSchemeSettingsQuery();
  // Kept after closing so the dialog's title does not change while it animates out.
  const [editing, setEditing] = useState<{ setting: SchemeSetting | null; open: boolean }>({
    setting: null,
    open: false,
  });
  const settings = [...(data ?? [])].sort(byScheme);
  // The service answers this for every scheme alike: it runs with or without Razorpay keys.
  const keysMissing = settings.some((setting) => !setting.isOnlinePaymentConfigured);

  return (
    <div className="page payments-page">
      <div className="page-heading">
        <Typography.Title level={1}>{t('settings.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('settings.lead')}</Typography.Paragraph>
      </div>

      {isError ? <Alert type="error" showIcon title={t('settings.loadFailed')} className="payments-alert" /> : null}
      {keysMissing ? (
        <Alert
          type="warning"
          showIcon
          title={t('settings.notConfigured')}
          description={t('settings.keysMissing')}
          className="payments-alert"
        />
      ) : null}

      <Row gutter={[16, 16]}>
        {isPending
          ? Schemes.map((scheme) => (
              <Col xs={24} md={12} xl={8} key={scheme}>
                <Card aria-busy="true">
                  <Skeleton active paragraph={{ rows: 3 }} />
                </Card>
              </Col>
            ))
          : settings.map((setting) => (
              <Col xs={24} md={12} xl={8} key={setting.id}>
                <SchemeSettingCard setting={setting} onEdit={() => setEditing({ setting, open: true })} />
              </Col>
            ))}
        <Col xs={24} md={12} xl={8}>
          <MembershipFeesCard />
        </Col>
      </Row>
      {!isPending && !isError && settings.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('settings.noSchemes')} />
      ) : null}

      <SchemeSettingDialog
        setting={editing.setting}
        open={editing.open}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
    </div>
  );
}

function SchemeSettingCard({ setting, onEdit }: { setting: SchemeSetting; onEdit: () => void }) {
  // Scheme settings are the treasurer's work (issue 27).
  const money = useAdminCan('money');
  const t = useAdminPaymentFormsTexts();
  const layout = useAdminLayoutTexts();
  const language = useShownLanguage();
  const label = adminSchemeName(layout, setting.scheme);
  return (
    <Card className="scheme-setting-card">
      <article aria-label={label}>
        <div className="scheme-setting-head">
          <Typography.Title level={2} className="scheme-setting-title">
            {label}
          </Typography.Title>
          {setting.isOnlinePaymentEnabled && setting.isOnlinePaymentConfigured ? (
            <Tag color="green" icon={<CheckCircleOutlined />}>
              {t('settings.onlineEnabled')}
            </Tag>
          ) : (
            <Tag color="red" icon={<StopOutlined />}>
              {t('settings.onlineDisabled')}
            </Tag>
          )}
        </div>
        <p className="scheme-setting-amount">
          {formatRupees(setting.amount)}
          <span className="muted">{t('settings.perMonth')}</span>
        </p>
        {setting.isOnlinePaymentConfigured ? null : (
          <p className="muted small">
            {setting.isOnlinePaymentEnabled ? t('settings.keysNotSetEnabled') : t('settings.keysNotSetDisabled')}
          </p>
        )}
        {setting.description ? <p className="scheme-setting-description">{setting.description}</p> : null}
        {setting.updatedAt ? (
          <p className="muted small">
            {t('settings.lastUpdated', { at: formatDateTimeIn(language, setting.updatedAt) })}
          </p>
        ) : null}
        {money ? (
          <Button icon={<EditOutlined />} onClick={onEdit} aria-label={t('settings.editFor', { scheme: label })}>
            {t('settings.edit')}
          </Button>
        ) : null}
      </article>
    </Card>
  );
}
