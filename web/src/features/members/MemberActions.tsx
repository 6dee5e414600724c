import { Button, Space, Tooltip } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined, SyncOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { parseApiError } from '../../api/client';
import { downloadFile, useDeleteMemberMutation, type Member } from '../../api/members';
import { useToast } from '../../components/use-toast';
import { useAdminCan } from '../../components/use-admin-can';
import { canRenew, memberName, renewalRefusal } from '../../lib/member-display';

interface MemberActionsProps {
  member: Member;
  onEdit: (member: Member) => void;
}

/** Row actions of the Members list (spec part 1 §2): view, edit, renew or download ID, delete. */
export function MemberActions({ member, onEdit }: MemberActionsProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useDeleteMemberMutation();
  // Editing, deleting and asking for a renewal are the office's work (issue 27); other roles only read the register.
  const office = useAdminCan('office');
  const name = memberName(member);
  const refusal = canRenew(member.status) ? renewalRefusal(member.status) : null;

  const downloadId = () => {
    if (!member.idCardUrl) {
      toast.error('No ID Card', "This member doesn't have an ID card uploaded yet");
      return;
    }
    downloadFile(member.idCardUrl);
  };

  const onDelete = async () => {
    if (!window.confirm('Are you sure you want to delete this member?')) return;
    try {
      await remove.mutateAsync(member.id);
      toast.success('Member Deleted', `${name} has been removed.`);
    } catch (err) {
      toast.error('Error deleting member', parseApiError(err).message);
    }
  };

  return (
    <Space size={4} wrap className="member-actions">
      <Tooltip title="View profile">
        <Button
          type="text"
          icon={<EyeOutlined />}
          aria-label="View profile"
          onClick={() => navigate(`/members/${encodeURIComponent(member.id)}`)}
        />
      </Tooltip>
      {office ? (
        <Tooltip title="Edit">
          <Button type="text" icon={<EditOutlined />} aria-label="Edit" onClick={() => onEdit(member)} />
        </Tooltip>
      ) : null}
      {refusal ? (
        // A pending applicant: approval first (the office's), and no card to download yet.
        office ? (
          <Tooltip title={refusal}>
            <span>
              <Button size="small" icon={<SyncOutlined />} disabled aria-label={`Renew: ${refusal}`}>
                Renew
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
          Renew
        </Button>
      ) : (
        <Tooltip title="Download ID card">
          <Button type="text" icon={<DownloadOutlined />} aria-label="Download ID" onClick={downloadId} />
        </Tooltip>
      )}
      {office ? (
        <Tooltip title="Delete">
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label="Delete"
            loading={remove.isPending}
            onClick={onDelete}
          />
        </Tooltip>
      ) : null}
    </Space>
  );
}
