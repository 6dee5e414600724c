import { Alert, Button, Card, Col, Form, Input, Row, Skeleton, Switch, Tag } from 'antd';
import {
  useRegistrationSettingsQuery,
  useRegistrationStatusQuery,
  useUpdateRegistrationSettingsMutation,
  type RegistrationSettings,
  type RegistrationSettingsInput,
} from '../../api/registration';
import { rolesWhoMay, useAdminCan } from '../../components/use-admin-can';
import { useToast } from '../../components/use-toast';
import { isoToDay } from './registration-dates';

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

const endNotBeforeStart = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: (_: unknown, end: unknown) => {
    const start = getFieldValue('registrationStartDate');
    if (typeof start === 'string' && typeof end === 'string' && start && end && end < start) {
      return Promise.reject(new Error('End date must be on or after the start date'));
    }
    return Promise.resolve();
  },
});

function PublicStatus() {
  const { data, isPending } = useRegistrationStatusQuery();
  if (isPending || !data) return null;
  return (
    <p className="registration-public-status">
      Visitors currently see:{' '}
      {data.isOpen ? <Tag color="green">Registration open</Tag> : <Tag color="gold">Registration closed</Tag>}
    </p>
  );
}

/** The Reports page card where admins open or close public registration (spec part 1 §4). */
export function RegistrationSettingsCard() {
  const settings = useRegistrationSettingsQuery();
  const update = useUpdateRegistrationSettingsMutation();
  const toast = useToast();
  // Opening and closing registration is the office's work (issue 27): other roles see the settings, switched off.
  const office = useAdminCan('office');

  const onFinish = async (values: SettingsValues) => {
    try {
      await update.mutateAsync(toSettingsPayload(values));
      toast.success('Settings updated', 'Registration settings have been saved.');
    } catch {
      toast.error('Error', 'Failed to update registration settings.');
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
        title="Could not load the registration settings."
        action={
          <Button size="small" onClick={() => settings.refetch()}>
            Try again
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
          label="Registration Enabled"
          name="isRegistrationEnabled"
          valuePropName="checked"
          extra="When switched off, the public registration form is closed."
        >
          <Switch />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label="Start Date"
              name="registrationStartDate"
              extra="Optional: first day registration is open."
            >
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="End Date"
              name="registrationEndDate"
              dependencies={['registrationStartDate']}
              rules={[endNotBeforeStart]}
              extra="Optional: last day registration is open."
            >
              <Input type="date" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label="Registration Message"
          name="registrationMessage"
          extra="Optional: shown to visitors while registration is closed."
        >
          <Input.TextArea
            rows={3}
            maxLength={500}
            showCount
            placeholder="e.g. Registration for 2025 opens on 1 April."
          />
        </Form.Item>
        {office ? (
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            Save Settings
          </Button>
        ) : (
          <p className="muted small">{`Only ${rolesWhoMay('office')} can change the registration settings.`}</p>
        )}
      </Form>
    );
  }

  return (
    <Card title={<h2 className="reports-card-title">Registration Settings</h2>} className="registration-settings-card">
      <PublicStatus />
      {body}
    </Card>
  );
}
