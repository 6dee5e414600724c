import { useState } from 'react';
import { Alert, Button, Card, Form, Input, QRCode, Space, Tag, Typography } from 'antd';
import {
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useNewRecoveryCodesMutation,
  useTwoFactorSetupMutation,
} from '../../api/two-factor';
import { useToast } from '../../components/use-toast';
import { useAdminLayoutTexts } from '../../i18n/admin-layout';
import { serverMessageOr } from '../../lib/server-message';

interface Setup {
  secret: string;
  otpauthUrl: string;
}

/** The one-time recovery codes, shown once, with a way to keep them. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useAdminLayoutTexts();
  const download = () => {
    const blob = new Blob([`${t('twoFactor.fileHeading')}\n\n${codes.join('\n')}\n`], { type: 'text/plain' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'portal-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert type="warning" showIcon message={t('twoFactor.saveNow')} description={t('twoFactor.saveNowText')} />
      <ul aria-label={t('twoFactor.codes')} className="two-factor-recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code copyable>
              {code}
            </Typography.Text>
          </li>
        ))}
      </ul>
      <Space wrap>
        <Button onClick={download}>{t('twoFactor.download')}</Button>
        <Button type="primary" onClick={onDone}>
          {t('twoFactor.saved')}
        </Button>
      </Space>
    </Space>
  );
}

/**
 * The admin's own two-factor sign-in in their Profile (issue 27): turn it on by scanning the QR code into an
 * authenticator app and confirming with a code (the recovery codes are then shown once), renew the recovery
 * codes, or turn it off with the password and a code.
 */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const toast = useToast();
  const t = useAdminLayoutTexts();
  const setup = useTwoFactorSetupMutation();
  const enable = useEnableTwoFactorMutation();
  const disable = useDisableTwoFactorMutation();
  const renew = useNewRecoveryCodesMutation();
  const [pending, setPending] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);

  const start = async () => {
    try {
      setPending(await setup.mutateAsync());
    } catch (err) {
      toast.error(t('twoFactor.startFailed'), serverMessageOr(err, t('profileModal.tryAgain')));
    }
  };
  const confirm = async ({ code }: { code: string }) => {
    try {
      const answer = await enable.mutateAsync(code.replace(/\s+/g, ''));
      setPending(null);
      setCodes(answer.recoveryCodes);
      toast.success(t('twoFactor.isOn'));
    } catch (err) {
      toast.error(t('twoFactor.notOn'), serverMessageOr(err, t('profileModal.tryAgain')));
    }
  };
  const newCodes = async ({ code }: { code: string }) => {
    try {
      setCodes((await renew.mutateAsync(code.replace(/\s+/g, ''))).recoveryCodes);
    } catch (err) {
      toast.error(t('twoFactor.noNewCodes'), serverMessageOr(err, t('profileModal.tryAgain')));
    }
  };
  const turnOff = async (values: { currentPassword: string; code: string }) => {
    try {
      await disable.mutateAsync({ currentPassword: values.currentPassword, code: values.code.trim() });
      setTurningOff(false);
      toast.success(t('twoFactor.isOff'));
    } catch (err) {
      toast.error(t('twoFactor.stillOn'), serverMessageOr(err, t('profileModal.tryAgain')));
    }
  };

  const codeRules = [{ required: true, message: t('twoFactor.codeRequired') }];
  return (
    <Card
      title={
        <Space>
          {t('twoFactor.title')}
          <Tag color={enabled ? 'green' : 'default'}>{enabled ? t('twoFactor.on') : t('twoFactor.off')}</Tag>
        </Space>
      }
      size="small"
      className="two-factor-card"
    >
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : pending ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph>{t('twoFactor.scan')}</Typography.Paragraph>
          <QRCode value={pending.otpauthUrl} aria-label={t('twoFactor.qr')} />
          <Typography.Text>
            {t('twoFactor.key')}{' '}
            <Typography.Text code copyable>
              {pending.secret}
            </Typography.Text>
          </Typography.Text>
          <Form<{ code: string }>
            name="two-factor-enable"
            layout="vertical"
            onFinish={(values) => void confirm(values)}
          >
            <Form.Item label={t('twoFactor.appCode')} name="code" rules={codeRules}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={enable.isPending}>
                {t('twoFactor.turnOn')}
              </Button>
              <Button onClick={() => setPending(null)}>{t('twoFactor.cancel')}</Button>
            </Space>
          </Form>
        </Space>
      ) : enabled ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph>{t('twoFactor.enabledText')}</Typography.Paragraph>
          <Form<{ code: string }>
            name="two-factor-recovery-codes"
            layout="inline"
            onFinish={(values) => void newCodes(values)}
          >
            <Form.Item label={t('twoFactor.appCode')} name="code" rules={codeRules}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
            </Form.Item>
            <Button htmlType="submit" loading={renew.isPending}>
              {t('twoFactor.newCodes')}
            </Button>
          </Form>
          {turningOff ? (
            <Form<{ currentPassword: string; code: string }>
              name="two-factor-disable"
              layout="vertical"
              onFinish={(values) => void turnOff(values)}
            >
              <Form.Item
                label={t('twoFactor.currentPassword')}
                name="currentPassword"
                rules={[{ required: true, message: t('twoFactor.passwordRequired') }]}
              >
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              <Form.Item
                label={t('twoFactor.appOrRecovery')}
                name="code"
                rules={[{ required: true, message: t('twoFactor.anyCodeRequired') }]}
              >
                <Input autoComplete="one-time-code" maxLength={40} />
              </Form.Item>
              <Space>
                <Button danger htmlType="submit" loading={disable.isPending}>
                  {t('twoFactor.turnOff')}
                </Button>
                <Button onClick={() => setTurningOff(false)}>{t('twoFactor.cancel')}</Button>
              </Space>
            </Form>
          ) : (
            <Button danger onClick={() => setTurningOff(true)}>
              {t('twoFactor.turnOffLong')}
            </Button>
          )}
        </Space>
      ) : (
        <Space direction="vertical">
          <Typography.Paragraph>{t('twoFactor.offText')}</Typography.Paragraph>
          <Button type="primary" onClick={() => void start()} loading={setup.isPending}>
            {t('twoFactor.turnOnLong')}
          </Button>
        </Space>
      )}
    </Card>
  );
}
