import { Button, Modal } from 'antd';
import { DeleteOutlined, DownloadOutlined, EyeOutlined, IdcardOutlined } from '@ant-design/icons';
import { downloadFile, type Member } from '../../api/members';
import { FilePicker } from '../../components/FilePicker';
import { ID_CARD_ACCEPT, checkIdCardFile } from './file-checks';
import { useMemberFileForm } from './use-member-file-form';

interface IdCardDialogProps {
  open: boolean;
  member: Member;
  onClose: () => void;
}

/** Spec part 2 §2 "manage ID card": see, download, replace or delete the member's ID card (PDF or image, 5 MB). */
export function IdCardDialog({ open, member, onClose }: IdCardDialogProps) {
  return (
    <Modal open={open} title="Manage ID Card" onCancel={onClose} footer={null} destroyOnHidden>
      <IdCardForm member={member} onClose={onClose} />
    </Modal>
  );
}

function IdCardForm({ member, onClose }: Omit<IdCardDialogProps, 'open'>) {
  const { file, choose, onUpload, onRemove, uploading, removing, busy } = useMemberFileForm({
    member,
    kind: 'id-card',
    check: checkIdCardFile,
    messages: {
      choose: 'Please choose a PDF or image of the ID card',
      uploaded: ['ID card uploaded', 'The member can now download it.'],
      removeConfirm: 'Are you sure you want to delete this ID card?',
      removed: 'ID card deleted',
    },
    // The dialog stays open so the admin sees the new card.
    afterChange: () => undefined,
  });

  return (
    <div className="file-dialog">
      <section className="id-card-current" aria-label="Current ID card">
        <IdcardOutlined className="id-card-icon" aria-hidden />
        {member.idCardUrl ? (
          <div className="id-card-current-actions">
            <span>An ID card is on file.</span>
            <div className="id-card-buttons">
              <Button icon={<EyeOutlined />} href={member.idCardUrl} target="_blank" rel="noopener noreferrer">
                View ID Card
              </Button>
              <Button icon={<DownloadOutlined />} onClick={() => downloadFile(member.idCardUrl!)}>
                Download ID Card
              </Button>
              <Button danger icon={<DeleteOutlined />} onClick={onRemove} loading={removing} disabled={uploading}>
                Delete ID Card
              </Button>
            </div>
          </div>
        ) : (
          <span className="muted">No ID card uploaded yet.</span>
        )}
      </section>
      <FilePicker
        label="ID card file"
        accept={ID_CARD_ACCEPT}
        file={file}
        onChange={choose}
        prompt={
          member.idCardUrl
            ? 'Choose a new ID card to replace the current one'
            : 'Click to choose the ID card or drag it here'
        }
        hint="PDF, JPG or PNG, up to 5MB"
        disabled={busy}
      />
      <div className="dialog-actions">
        <Button onClick={onClose}>Close</Button>
        <Button type="primary" onClick={onUpload} loading={uploading} disabled={removing}>
          Upload ID Card
        </Button>
      </div>
    </div>
  );
}
