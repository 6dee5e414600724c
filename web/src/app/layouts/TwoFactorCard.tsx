import { useState } from 'react';
import { Alert, Button, Card, Form, Input, QRCode, Space, Tag, Typography } from 'antd';
import {
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useNewRecoveryCodesMutation,
  useTwoFactorSetupMutation,
} from '../../api/two-factor';
import { useToast } from '../../components/use-toast';
import { serverMessageOr } from '../../lib/server-message';

interface Setup {
  secret: string;
  otpauthUrl: string;
}

/** The one-time recovery codes, shown once, with a way to keep them. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const download = () => {
    const blob = new Blob([`Portal recovery codes (each works once)\n\n${codes.join('\n')}\n`], { type: 'text/plain' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'portal-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert
        type="warning"
        showIcon
        message="Save these recovery codes now"
        description="Each one signs you in once if you lose your phone. They are not shown again."
      />
      <ul aria-label="Recovery codes" className="two-factor-recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code copyable>
              {code}
            </Typography.Text>
          </li>
        ))}
      </ul>
      <Space wrap>
        <Button onClick={download}>Download codes</Button>
        <Button type="primary" onClick={onDone}>
          I have saved them
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
      toast.error('Could not start two-factor sign-in', serverMessageOr(err, 'Please try again.'));
    }
  };
  const confirm = async ({ code }: { code: string }) => {
    try {
      const answer = await enable.mutateAsync(code.replace(/\s+/g, ''));
      setPending(null);
      setCodes(answer.recoveryCodes);
      toast.success('Two-factor sign-in is on');
    } catch (err) {
      toast.error('Two-factor sign-in is not on', serverMessageOr(err, 'Please try again.'));
    }
  };
  const newCodes = async ({ code }: { code: string }) => {
    try {
      setCodes((await renew.mutateAsync(code.replace(/\s+/g, ''))).recoveryCodes);
    } catch (err) {
      toast.error('No new recovery codes', serverMessageOr(err, 'Please try again.'));
    }
  };
  const turnOff = async (values: { currentPassword: string; code: string }) => {
    try {
      await disable.mutateAsync({ currentPassword: values.currentPassword, code: values.code.trim() });
      setTurningOff(false);
      toast.success('Two-factor sign-in is off');
    } catch (err) {
      toast.error('Two-factor sign-in is still on', serverMessageOr(err, 'Please try again.'));
    }
  };

  const codeRules = [{ required: true, message: 'Please enter the 6-digit code from your app' }];
  return (
    <Card
      title={
        <Space>
          Two-factor sign-in
          <Tag color={enabled ? 'green' : 'default'}>{enabled ? 'On' : 'Off'}</Tag>
        </Space>
      }
      size="small"
      className="two-factor-card"
    >
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : pending ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph>
            Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, Aegis), or type the
            key, then enter the 6-digit code the app shows.
          </Typography.Paragraph>
          <QRCode value={pending.otpauthUrl} aria-label="QR code for your authenticator app" />
          <Typography.Text>
            Key:{' '}
            <Typography.Text code copyable>
              {pending.secret}
            </Typography.Text>
          </Typography.Text>
          <Form<{ code: string }>
            name="two-factor-enable"
            layout="vertical"
            onFinish={(values) => void confirm(values)}
          >
            <Form.Item label="Code from the app" name="code" rules={codeRules}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={enable.isPending}>
                Turn on
              </Button>
              <Button onClick={() => setPending(null)}>Cancel</Button>
            </Space>
          </Form>
        </Space>
      ) : enabled ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph>
            Signing in asks for a code from your authenticator app, except on devices you trusted for 30 days. New
            recovery codes or turning it off sign you out on your other devices; turning it off also forgets the devices
            you trusted.
          </Typography.Paragraph>
          <Form<{ code: string }>
            name="two-factor-recovery-codes"
            layout="inline"
            onFinish={(values) => void newCodes(values)}
          >
            <Form.Item label="Code from the app" name="code" rules={codeRules}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
            </Form.Item>
            <Button htmlType="submit" loading={renew.isPending}>
              New recovery codes
            </Button>
          </Form>
          {turningOff ? (
            <Form<{ currentPassword: string; code: string }>
              name="two-factor-disable"
              layout="vertical"
              onFinish={(values) => void turnOff(values)}
            >
              <Form.Item
                label="Current password"
                name="currentPassword"
                rules={[{ required: true, message: 'Please enter your current password' }]}
              >
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              <Form.Item
                label="Code from the app, or a recovery code"
                name="code"
                rules={[{ required: true, message: 'Please enter a code' }]}
              >
                <Input autoComplete="one-time-code" maxLength={40} />
              </Form.Item>
              <Space>
                <Button danger htmlType="submit" loading={disable.isPending}>
                  Turn off
                </Button>
                <Button onClick={() => setTurningOff(false)}>Cancel</Button>
              </Space>
            </Form>
          ) : (
            <Button danger onClick={() => setTurningOff(true)}>
              Turn off two-factor sign-in
            </Button>
          )}
        </Space>
      ) : (
        <Space direction="vertical">
          <Typography.Paragraph>
            Ask for a code from your phone as well as your password when you sign in, so a stolen password alone does
            not open the office.
          </Typography.Paragraph>
          <Button type="primary" onClick={() => void start()} loading={setup.isPending}>
            Turn on two-factor sign-in
          </Button>
        </Space>
      )}
    </Card>
  );
}
