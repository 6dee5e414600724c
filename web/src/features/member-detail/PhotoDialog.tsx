import { Avatar, Button, Modal } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { photoSrc, type Member } from '../../api/members';
import { FilePicker } from '../../components/FilePicker';
import { checkPhotoFile } from './file-checks';
import { useMemberFileForm } from './use-member-file-form';

interface PhotoDialogProps {
  open: boolean;
  member: Member;
  onClose: () => void;
}

/** Spec part 2 §2 "update photo": an image up to 5 MB, or removing the current one. */
export function PhotoDialog({ open, member, onClose }: PhotoDialogProps) {
  return (
    <Modal open={open} title="Update Photo" onCancel={onClose} footer={null} destroyOnHidden>
      <PhotoForm member={member} onClose={onClose} />
    </Modal>
  );
}

function PhotoForm({ member, onClose }: Omit<PhotoDialogProps, 'open'>) {
  const { file, choose, onUpload, onRemove, uploading, removing, busy } = useMemberFileForm({
    member,
    kind: 'photo',
    check: checkPhotoFile,
    messages: {
      choose: 'Please choose an image to upload',
      uploaded: ['Photo updated', 'The new photo is now on the member profile.'],
      removeConfirm: 'Are you sure you want to remove this photo?',
      removed: 'Photo removed',
    },
    afterChange: onClose,
  });

  return (
    <div className="file-dialog">
      <div className="file-dialog-current">
        <Avatar size={96} src={photoSrc(member)} icon={<UserOutlined />} alt="Current photo" />
        <span className="muted">{member.profilePhotoUrl ? 'Current photo' : 'No photo uploaded yet'}</span>
      </div>
      <FilePicker
        label="Photo"
        accept="image/*"
        file={file}
        onChange={choose}
        prompt="Click to choose a photo or drag it here"
        hint="JPG, PNG or another image type, up to 5MB"
        disabled={busy}
      />
      <div className="dialog-actions">
        {member.profilePhotoUrl ? (
          <Button danger onClick={onRemove} loading={removing} disabled={uploading} className="dialog-actions-start">
            Remove Photo
          </Button>
        ) : null}
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" onClick={onUpload} loading={uploading} disabled={removing}>
          Upload Photo
        </Button>
      </div>
    </div>
  );
}
