import { useState } from 'react';
import { Alert, Button, Card, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { isAdminRole } from '@portal/contracts/rules';
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
import { serverMessageOr } from '../../lib/server-message';
import { accountName, STATUS_COLORS } from './account-display';
import { accountsMessage, useAdminAccountsTexts } from '../../i18n/admin-accounts';
import { useAdminLayoutTexts } from '../../i18n/admin-layout';
import { formatDateTimeIn } from '../../i18n/formats';
import { useShownLanguage } from '../../i18n/language';
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
  const t = useAdminAccountsTexts();
  const name = accountName(account);

  const run = async (action: () => Promise<unknown>, done: [string, string], failed: string) => {
    try {
      await action();
      toast.success(...done);
    } catch (err) {
      toast.error(failed, accountsMessage(t, serverMessageOr(err, t('tryAgain'))));
    }
  };

  return (
    <Space size={4} wrap className="admin-account-actions">
      <Button size="small" aria-label={t('changeRole.titleFor', { name })} onClick={() => onChangeRole(account)}>
        {t('changeRole.title')}
      </Button>
      {account.status === 'invited' ? (
        <Button
          size="small"
          aria-label={t('resend.label', { name })}
          loading={resend.isPending}
          onClick={() =>
            void run(
              () => resend.mutateAsync(account.id),
              [t('resend.done'), t('resend.doneDetail', { email: account.email })],
              t('resend.failed'),
            )
          }
        >
          {t('resend.button')}
        </Button>
      ) : null}
      {account.twoFactorEnabled && !isSelf ? (
        <Popconfirm
          getPopupContainer={popupInMain}
          title={t('resetTwoFactor.question', { name })}
          description={t('resetTwoFactor.description')}
          okText={t('resetTwoFactor.button')}
          okButtonProps={{ danger: true }}
          cancelText={t('cancel')}
          onConfirm={() =>
            run(
              () => resetTwoFactor.mutateAsync(account.id),
              [t('resetTwoFactor.done'), t('resetTwoFactor.doneDetail', { name })],
              t('resetTwoFactor.failed'),
            )
          }
        >
          <Button size="small" aria-label={t('resetTwoFactor.label', { name })} loading={resetTwoFactor.isPending}>
            {t('resetTwoFactor.button')}
          </Button>
        </Popconfirm>
      ) : null}
      {account.status === 'deactivated' ? (
        <Button
          size="small"
          aria-label={t('reactivate.label', { name })}
          loading={reactivate.isPending}
          onClick={() =>
            void run(
              () => reactivate.mutateAsync(account.id),
              [t('reactivate.done'), t('reactivate.doneDetail', { name })],
              t('reactivate.failed'),
            )
          }
        >
          {t('reactivate.button')}
        </Button>
      ) : isSelf ? null : (
        <Popconfirm
          getPopupContainer={popupInMain}
          title={t('deactivate.question', { name })}
          description={t('deactivate.description')}
          okText={t('deactivate.button')}
          okButtonProps={{ danger: true }}
          cancelText={t('cancel')}
          onConfirm={() =>
            run(
              () => deactivate.mutateAsync(account.id),
              [t('deactivate.done'), t('deactivate.doneDetail', { name })],
              t('deactivate.failed'),
            )
          }
        >
          <Button size="small" danger aria-label={t('deactivate.label', { name })} loading={deactivate.isPending}>
            {t('deactivate.button')}
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
  const t = useAdminAccountsTexts();
  const layout = useAdminLayoutTexts();
  const language = useShownLanguage();
  usePageTitle(t('title'));
  const mayManage = useAdminCan('accounts');
  const accounts = useAdminAccountsQuery({ enabled: mayManage });
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<AdminAccount | null>(null);

  const columns: TableColumnsType<AdminAccount> = [
    {
      title: t('columns.name'),
      key: 'name',
      render: (_, account) => (
        <>
          {accountName(account)}
          {account.id === user.id ? <Tag className="admin-account-you">{t('you')}</Tag> : null}
        </>
      ),
    },
    { title: t('columns.email'), dataIndex: 'email', key: 'email' },
    {
      title: t('columns.role'),
      key: 'role',
      render: (_, account) => (isAdminRole(account.role) ? layout(`roles.${account.role}`) : account.role),
    },
    {
      title: t('columns.status'),
      key: 'status',
      render: (_, account) => <Tag color={STATUS_COLORS[account.status]}>{t(`status.${account.status}`)}</Tag>,
    },
    {
      title: t('columns.lastLogin'),
      key: 'lastLoginAt',
      render: (_, account) => formatDateTimeIn(language, account.lastLoginAt) || t('never'),
    },
    {
      title: t('columns.invitationExpires'),
      key: 'invitationExpiresAt',
      render: (_, account) =>
        account.status === 'invited' ? formatDateTimeIn(language, account.invitationExpiresAt) || t('expired') : '',
    },
    {
      title: t('columns.actions'),
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
          <Typography.Title level={1}>{t('title')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('lead')}</Typography.Paragraph>
        </div>
        {mayManage ? (
          <div className="page-actions">
            <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
              {t('inviteAdmin')}
            </Button>
          </div>
        ) : null}
      </div>

      {mayManage ? null : <Alert type="info" showIcon title={t('onlyAdministrators')} />}

      {accounts.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          description={accountsMessage(t, serverMessageOr(accounts.error, t('tryAgain')))}
        />
      ) : null}

      {mayManage ? (
        <Card title={t('allAccounts')}>
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
