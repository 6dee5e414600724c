import { ConfigProvider } from 'antd';
import { portalTheme } from '../../app/theme';
import type { RegistrationStatus } from '../../api/registration';
import { RegistrationClosedBanner } from '../../components/RegistrationClosedBanner';

/** The closed-registration banner on the landing page, which renders outside antd's providers: its own chunk. */
export default function ClosedRegistrationBanner({ status }: { status: RegistrationStatus }) {
  return (
    <ConfigProvider theme={portalTheme}>
      <RegistrationClosedBanner status={status} />
    </ConfigProvider>
  );
}
