import { useState } from 'react';
import { Avatar, Button, Modal } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { parseApiError } from '../../api/client';
import { photoSrc, useRemoveMemberFileMutation, useUploadMemberFileMutation, type Member } from '../../api/members';
import { FilePicker } from '../../components/FilePicker';
import { useToast } from '../../components/use-toast';
import { checkPhotoFile } from './file-checks';

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
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadMemberFileMutation();
  const remove = useRemoveMemberFileMutation();
  const toast = useToast();
  const busy = upload.isPending || remove.isPending;

  const choose = (chosen: File | null) => {
    const problem = chosen ? checkPhotoFile(chosen) : null;
    if (problem) {
      toast.error(problem.title, problem.description);
      return;
    }
    setFile(chosen);
  };

  const onUpload = async () => {
    if (!file) {
      toast.error('No file selected', 'Please choose an image to upload');
      return;
    }
    try {
      await upload.mutateAsync({ id: member.id, kind: 'photo', file });
      toast.success('Photo updated', 'The new photo is now on the member profile.');
      onClose();
    } catch (err) {
      toast.error('Upload failed', parseApiError(err).message);
    }
  };

  const onRemove = async () => {
    if (!window.confirm('Are you sure you want to remove this photo?')) return;
    try {
      await remove.mutateAsync({ id: member.id, kind: 'photo' });
      toast.success('Photo removed');
      onClose();
    } catch (err) {
      toast.error('Delete failed', parseApiError(err).message);
    }
  };

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
          <Button
            danger
            onClick={onRemove}
            loading={remove.isPending}
            disabled={upload.isPending}
            className="dialog-actions-start"
          >
            Remove Photo
          </Button>
        ) : null}
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" onClick={onUpload} loading={upload.isPending} disabled={remove.isPending}>
          Upload Photo
        </Button>
      </div>
    </div>
  );
}
