import { Avatar, Button, Modal } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { photoSrc, type Member } from '../../api/members';
import { FilePicker } from '../../components/FilePicker';
import { useAdminMemberDetailTexts } from '../../i18n/admin-member-detail';
import { checkPhotoFile } from './file-checks';
import { useMemberFileForm } from './use-member-file-form';

interface PhotoDialogProps {
  open: boolean;
  member: Member;
  onClose: () => void;
}

/** Spec part 2 §2 "update photo": an image up to 5 MB, or removing the current one. */
export function PhotoDialog({ open, member, onClose }: PhotoDialogProps) {
  const t = useAdminMemberDetailTexts();
  return (
    <Modal open={open} title={t('photo.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <PhotoForm member={member} onClose={onClose} />
    </Modal>
  );
}

function PhotoForm({ member, onClose }: Omit<PhotoDialogProps, 'open'>) {
  const t = useAdminMemberDetailTexts();
  const { file, choose, onUpload, onRemove, uploading, removing, busy } = useMemberFileForm({
    member,
    kind: 'photo',
    check: checkPhotoFile,
    messages: {
      choose: t('photo.choose'),
      uploaded: [t('photo.uploaded'), t('photo.uploadedText')],
      removeConfirm: t('photo.removeConfirm'),
      removed: t('photo.removed'),
    },
    afterChange: onClose,
  });

  return (
    <div className="file-dialog">
      <div className="file-dialog-current">
        <Avatar size={96} src={photoSrc(member)} icon={<UserOutlined />} alt={t('photo.current')} />
        <span className="muted">{member.profilePhotoUrl ? t('photo.current') : t('photo.none')}</span>
      </div>
      <FilePicker
        label={t('photo.label')}
        accept="image/*"
        file={file}
        onChange={choose}
        prompt={t('photo.prompt')}
        hint={t('photo.hint')}
        disabled={busy}
      />
      <div className="dialog-actions">
        {member.profilePhotoUrl ? (
          <Button danger onClick={onRemove} loading={removing} disabled={uploading} className="dialog-actions-start">
            {t('photo.remove')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('photo.cancel')}</Button>
        <Button type="primary" onClick={onUpload} loading={uploading} disabled={removing}>
          {t('photo.upload')}
        </Button>
      </div>
    </div>
  );
}
