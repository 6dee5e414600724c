import { useState } from 'react';
import { Form, Modal } from 'antd';
import type { AdminRole } from '@portal/contracts/rules';
import { useChangeAdminRoleMutation, type AdminAccount } from '../../api/admin-accounts';
import { useToast } from '../../components/use-toast';
import { serverMessageOr } from '../../lib/server-message';
import { accountName } from './account-display';
import { RoleSelect } from './RoleSelect';
import { useAdminAccountsTexts } from '../../i18n/admin-accounts';

/** A new role for one account; the person is signed out everywhere and signs in again with it. */
export function ChangeRoleDialog({ account, onClose }: { account: AdminAccount | null; onClose: () => void }) {
  const [chosen, setChosen] = useState<{ id: string; role: AdminRole } | null>(null);
  const change = useChangeAdminRoleMutation();
  const toast = useToast();
  const t = useAdminAccountsTexts();
  const role = chosen && chosen.id === account?.id ? chosen.role : account?.role;

  const onSave = async () => {
    if (!account || !role) return;
    if (role === account.role) {
      onClose();
      return;
    }
    try {
      await change.mutateAsync({ id: account.id, role });
      toast.success(t('changeRole.changed'), t('changeRole.changedDetail', { name: accountName(account) }));
      onClose();
    } catch (err) {
      toast.error(t('changeRole.failed'), serverMessageOr(err, t('changeRole.tryAgain')));
    }
  };

  return (
    <Modal
      title={account ? t('changeRole.titleFor', { name: accountName(account) }) : t('changeRole.title')}
      open={account !== null}
      onCancel={onClose}
      okText={t('changeRole.save')}
      onOk={() => void onSave()}
      confirmLoading={change.isPending}
      destroyOnHidden
    >
      <Form layout="vertical" name="change-role">
        <Form.Item label={t('changeRole.role')} htmlFor="change-role-select">
          <RoleSelect
            id="change-role-select"
            value={role}
            onChange={(next) => account && setChosen({ id: account.id, role: next })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
