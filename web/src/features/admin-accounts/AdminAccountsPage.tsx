import { useState } from 'react';
import { Alert, Button, Card, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { ADMIN_ROLE_LABELS } from '@portal/contracts/rules';
import {
  useAdminAccountsQuery,
  useDeactivateAdminMutation,
  useReactivateAdminMutation,
  useResendInvitationMutation,
  useResetAdminTwoFactorMutation,
  type AdminAccount,
} from '../../api/admin-accounts';
import type { CurrentUser } from '../../api/auth';
import { useAdminCan } from '../../components/use-admin-can';
import { usePageTitle } from '../../components/use-page-title';
import { useToast } from '../../components/use-toast';
import { formatDateTime } from '../../lib/format';
import { serverMessageOr } from '../../lib/server-message';
import { accountName, STATUS_COLORS } from './account-display';
import { useAdminAccountsTexts } from '../../i18n/admin-accounts';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { InviteAdminDialog } from './InviteAdminDialog';
import './admin-accounts.css';
import { STACKED_TABLE_CLASS, stackedColumns } from '../../components/stacked-table';
import { popupInMain } from '../../components/popup-in-main';

/**
 * The row's buttons: change role, resend (invited), reset two-factor (someone else's account with it on), deactivate
 * (not oneself) or reactivate.
 */
function AccountActions({
  account,
  isSelf,
  onChangeRole,
}: {
  account: AdminAccount;
  isSelf: boolean;
  onChangeRole: (account: AdminAccount) => void;
}) {
  const toast = useToast();
  const resend = useResendInvitationMutation();
  const deactivate = useDeactivateAdminMutation();
  const reactivate = useReactivateAdminMutation();
  const resetTwoFactor = useResetAdminTwoFactorMutation();
  const name = accountName(account);

  const run = async (action: () => Promise<unknown>, done: [string, string], failed: string) => {
    try {
      await action();
      toast.success(...done);
    } catch (err) {
      toast.error(failed, serverMessageOr(err, 'Please try again.'));
    }
  };

  return (
    <Space size={4} wrap className="admin-account-actions">
      <Button size="small" aria-label={`Change role of ${name}`} onClick={() => onChangeRole(account)}>
        Change role
      </Button>
      {account.status === 'invited' ? (
        <Button
          size="small"
          aria-label={`Resend invitation to ${name}`}
          loading={resend.isPending}
          onClick={() =>
            void run(
              () => resend.mutateAsync(account.id),
              ['Invitation sent again', `${account.email} has been e-mailed a new link.`],
              'Could not resend the invitation',
            )
          }
        >
          Resend invitation
        </Button>
      ) : null}
      {account.twoFactorEnabled && !isSelf ? (
        <Popconfirm
          getPopupContainer={popupInMain}
          title={`Reset two-factor sign-in of ${name}?`}
          description="For an admin who lost their authenticator app: they are signed out everywhere, e-mailed, and sign in with their password alone until they set it up again."
          okText="Reset two-factor"
          okButtonProps={{ danger: true }}
          cancelText="Cancel"
          onConfirm={() =>
            run(
              () => resetTwoFactor.mutateAsync(account.id),
              ['Two-factor sign-in reset', `${name} can sign in with their password and set it up again.`],
              'Could not reset two-factor sign-in',
            )
          }
        >
          <Button size="small" aria-label={`Reset two-factor of ${name}`} loading={resetTwoFactor.isPending}>
            Reset two-factor
          </Button>
        </Popconfirm>
      ) : null}
      {account.status === 'deactivated' ? (
        <Button
          size="small"
          aria-label={`Reactivate ${name}`}
          loading={reactivate.isPending}
          onClick={() =>
            void run(
              () => reactivate.mutateAsync(account.id),
              ['Account reactivated', `${name} can sign in again.`],
              'Could not reactivate the account',
            )
          }
        >
          Reactivate
        </Button>
      ) : isSelf ? null : (
        <Popconfirm
          getPopupContainer={popupInMain}
          title={`Deactivate ${name}?`}
          description="They are signed out at once and cannot sign in until reactivated."
          okText="Deactivate"
          okButtonProps={{ danger: true }}
          cancelText="Cancel"
          onConfirm={() =>
            run(
              () => deactivate.mutateAsync(account.id),
              ['Account deactivated', `${name} can no longer sign in.`],
              'Could not deactivate the account',
            )
          }
        >
          <Button size="small" danger aria-label={`Deactivate ${name}`} loading={deactivate.isPending}>
            Deactivate
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

/**
 * Admin Accounts (issue 27, administrators only): the office's admin accounts with role, status, last login and
 * the invitation's expiry; invite an office-bearer, change a role, resend an invitation, reset another admin's
 * two-factor sign-in, deactivate or reactivate.
 */
export function AdminAccountsPage({ user }: { user: CurrentUser }) {
  usePageTitle('Admin Accounts');
  const mayManage = useAdminCan('accounts');
  const t = useAdminAccountsTexts();
  const accounts = useAdminAccountsQuery({ enabled: mayManage });
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<AdminAccount | null>(null);

  const columns: TableColumnsType<AdminAccount> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, account) => (
        <>
          {accountName(account)}
          {account.id === user.id ? <Tag className="admin-account-you">You</Tag> : null}
        </>
      ),
    },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    { title: 'Role', key: 'role', render: (_, account) => ADMIN_ROLE_LABELS[account.role] ?? account.role },
    {
      title: 'Status',
      key: 'status',
      render: (_, account) => <Tag color={STATUS_COLORS[account.status]}>{t(`status.${account.status}`)}</Tag>,
    },
    {
      title: 'Last Login',
      key: 'lastLoginAt',
      render: (_, account) => formatDateTime(account.lastLoginAt) || 'Never',
    },
    {
      title: 'Invitation Expires',
      key: 'invitationExpiresAt',
      render: (_, account) =>
        account.status === 'invited' ? formatDateTime(account.invitationExpiresAt) || 'Expired' : '',
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, account) => (
        <AccountActions account={account} isSelf={account.id === user.id} onChangeRole={setChanging} />
      ),
    },
  ];

  return (
    <div className="page admin-accounts-page">
      <div className="page-heading page-heading-with-actions">
        <div>
          <Typography.Title level={1}>Admin Accounts</Typography.Title>
          <Typography.Paragraph type="secondary">
            The office-bearers who sign in to the admin portal, and what each role may do.
          </Typography.Paragraph>
        </div>
        {mayManage ? (
          <div className="page-actions">
            <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
              Invite admin
            </Button>
          </div>
        ) : null}
      </div>

      {mayManage ? null : <Alert type="info" showIcon title="Only administrators can manage the admin accounts." />}

      {accounts.isError ? (
        <Alert
          type="error"
          showIcon
          title="Could not load the admin accounts"
          description={serverMessageOr(accounts.error, 'Please try again.')}
        />
      ) : null}

      {mayManage ? (
        <Card title="All Admin Accounts">
          <Table<AdminAccount>
            className={STACKED_TABLE_CLASS}
            rowKey="id"
            columns={stackedColumns(columns)}
            dataSource={accounts.data ?? []}
            loading={accounts.isPending}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </Card>
      ) : null}

      <InviteAdminDialog open={inviting} onClose={() => setInviting(false)} />
      <ChangeRoleDialog account={changing} onClose={() => setChanging(null)} />
    </div>
  );
}
