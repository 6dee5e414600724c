import { Button, Space, Tooltip } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined, SyncOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { parseApiError } from '../../api/client';
import { downloadFile, useDeleteMemberMutation, type Member } from '../../api/members';
import { useToast } from '../../components/use-toast';
import { useAdminCan } from '../../components/use-admin-can';
import { canRenew, memberName, renewalRefusal } from '../../lib/member-display';
import { useAdminMembersTexts } from '../../i18n/admin-members';

interface MemberActionsProps {
  member: Member;
  onEdit: (member: Member) => void;
}

/** Row actions of the Members list (spec part 1 §2): view, edit, renew or download ID, delete. */
export function MemberActions({ member, onEdit }: MemberActionsProps) {
  const t = useAdminMembersTexts();
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useDeleteMemberMutation();
  // Editing, deleting and asking for a renewal are the office's work (issue 27); other roles only read the register.
  const office = useAdminCan('office');
  const name = memberName(member);
  // The contract's refusal (RENEWAL_NEEDS_APPROVAL) in the shown language.
  const refusal = canRenew(member.status) && renewalRefusal(member.status) ? t('actions.needsApproval') : null;

  const downloadId = () => {
    if (!member.idCardUrl) {
      toast.error(t('actions.noIdCardTitle'), t('actions.noIdCard'));
      return;
    }
    downloadFile(member.idCardUrl);
  };

  const onDelete = async () => {
    if (!window.confirm(t('actions.confirmDelete'))) return;
    try {
      await remove.mutateAsync(member.id);
      toast.success(t('actions.deletedTitle'), t('actions.deleted', { name }));
    } catch (err) {
      toast.error(t('actions.deleteFailedTitle'), parseApiError(err).message);
    }
  };

  return (
    <Space size={4} wrap className="member-actions">
      <Tooltip title={t('actions.viewProfile')}>
        <Button
          type="text"
          icon={<EyeOutlined />}
          aria-label={t('actions.viewProfile')}
          onClick={() => navigate(`/members/${encodeURIComponent(member.id)}`)}
        />
      </Tooltip>
      {office ? (
        <Tooltip title={t('actions.edit')}>
          <Button type="text" icon={<EditOutlined />} aria-label={t('actions.edit')} onClick={() => onEdit(member)} />
        </Tooltip>
      ) : null}
      {refusal ? (
        // A pending applicant: approval first (the office's), and no card to download yet.
        office ? (
          <Tooltip title={refusal}>
            <span>
              <Button
                size="small"
                icon={<SyncOutlined />}
                disabled
                aria-label={t('actions.renewRefused', { reason: refusal })}
              >
                {t('actions.renew')}
              </Button>
            </span>
          </Tooltip>
        ) : null
      ) : office && canRenew(member.status) ? (
        <Button
          size="small"
          icon={<SyncOutlined />}
          onClick={() => navigate(`/member/${encodeURIComponent(member.id)}/renewal`)}
        >
          {t('actions.renew')}
        </Button>
      ) : (
        <Tooltip title={t('actions.downloadIdCard')}>
          <Button type="text" icon={<DownloadOutlined />} aria-label={t('actions.downloadId')} onClick={downloadId} />
        </Tooltip>
      )}
      {office ? (
        <Tooltip title={t('actions.delete')}>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('actions.delete')}
            loading={remove.isPending}
            onClick={onDelete}
          />
        </Tooltip>
      ) : null}
    </Space>
  );
}
