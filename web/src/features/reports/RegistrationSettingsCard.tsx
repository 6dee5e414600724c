import { Alert, Button, Card, Col, Form, Input, Row, Skeleton, Switch, Tag } from 'antd';
import {
  useRegistrationSettingsQuery,
  useRegistrationStatusQuery,
  useUpdateRegistrationSettingsMutation,
  type RegistrationSettings,
  type RegistrationSettingsInput,
} from '../../api/registration';
import { useAdminCan } from '../../components/use-admin-can';
import { useToast } from '../../components/use-toast';
import { isoToDay } from './registration-dates';
import { type AdminReportsTexts, useAdminReportsTexts } from '../../i18n/admin-reports';

interface SettingsValues {
  isRegistrationEnabled: boolean;
  registrationStartDate?: string;
  registrationEndDate?: string;
  registrationMessage?: string;
}

/**
 * Spec part 1 §5: dates and message are optional and empty ones are sent as null. The dates go as the
 * calendar days picked; membership opens the window at the start of the first and closes it at the
 * end of the last, in India.
 */
export function toSettingsPayload(values: SettingsValues): RegistrationSettingsInput {
  return {
    isRegistrationEnabled: Boolean(values.isRegistrationEnabled),
    registrationStartDate: values.registrationStartDate?.trim() || null,
    registrationEndDate: values.registrationEndDate?.trim() || null,
    registrationMessage: values.registrationMessage?.trim() || null,
  };
}

function toFormValues(settings: Partial<RegistrationSettings> | null | undefined): SettingsValues {
  return {
    isRegistrationEnabled: settings?.isRegistrationEnabled !== false,
    registrationStartDate: isoToDay(settings?.registrationStartDate),
    registrationEndDate: isoToDay(settings?.registrationEndDate),
    registrationMessage: settings?.registrationMessage ?? '',
  };
}

const endNotBeforeStart =
  (t: AdminReportsTexts) =>
  ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: (_: unknown, end: unknown) => {
      const start = getFieldValue('registrationStartDate');
      if (typeof start === 'string' && typeof end === 'string' && start && end && end < start) {
        return Promise.reject(new Error(t('registration.endBeforeStart')));
      }
      return Promise.resolve();
    },
  });

function PublicStatus() {
  const { data, isPending } = useRegistrationStatusQuery();
  const t = useAdminReportsTexts();
  if (isPending || !data) return null;
  return (
    <p className="registration-public-status">
      {t('registration.visitorsSee')}{' '}
      {data.isOpen ? (
        <Tag color="green">{t('registration.open')}</Tag>
      ) : (
        <Tag color="gold">{t('registration.closed')}</Tag>
      )}
    </p>
  );
}

/** The Reports page card where admins open or close public registration (spec part 1 §4). */
export function RegistrationSettingsCard() {
  const settings = useRegistrationSettingsQuery();
  const update = useUpdateRegistrationSettingsMutation();
  const toast = useToast();
  const t = useAdminReportsTexts();
  // Opening and closing registration is the office's work (issue 27): other roles see the settings, switched off.
  const office = useAdminCan('office');

  const onFinish = async (values: SettingsValues) => {
    try {
      await update.mutateAsync(toSettingsPayload(values));
      toast.success(t('registration.saved'), t('registration.savedText'));
    } catch {
      toast.error(t('registration.error'), t('registration.saveFailed'));
    }
  };

  let body;
  if (settings.isPending) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (settings.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('registration.loadFailed')}
        action={
          <Button size="small" onClick={() => settings.refetch()}>
            {t('registration.tryAgain')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Form
        // A fresh form after every save so it shows what the server stored.
        key={settings.dataUpdatedAt}
        name="registration-settings"
        layout="vertical"
        initialValues={toFormValues(settings.data)}
        onFinish={onFinish}
        disabled={!office}
      >
        <Form.Item
          label={t('registration.enabled')}
          name="isRegistrationEnabled"
          valuePropName="checked"
          extra={t('registration.enabledHint')}
        >
          <Switch />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t('registration.start')} name="registrationStartDate" extra={t('registration.startHint')}>
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('registration.end')}
              name="registrationEndDate"
              dependencies={['registrationStartDate']}
              rules={[endNotBeforeStart(t)]}
              extra={t('registration.endHint')}
            >
              <Input type="date" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('registration.message')} name="registrationMessage" extra={t('registration.messageHint')}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={t('registration.messageExample')} />
        </Form.Item>
        {office ? (
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t('registration.save')}
          </Button>
        ) : (
          <p className="muted small">{t('registration.officeOnly', { roles: t('registration.officeRoles') })}</p>
        )}
      </Form>
    );
  }

  return (
    <Card
      title={<h2 className="reports-card-title">{t('registration.title')}</h2>}
      className="registration-settings-card"
    >
      <PublicStatus />
      {body}
    </Card>
  );
}
