import { Button, Modal } from 'antd';
import { DeleteOutlined, DownloadOutlined, EyeOutlined, IdcardOutlined } from '@ant-design/icons';
import { downloadFile, type Member } from '../../api/members';
import { FilePicker } from '../../components/FilePicker';
import { useAdminMemberDetailTexts } from '../../i18n/admin-member-detail';
import { ID_CARD_ACCEPT, checkIdCardFile } from './file-checks';
import { useMemberFileForm } from './use-member-file-form';

interface IdCardDialogProps {
  open: boolean;
  member: Member;
  onClose: () => void;
}

/** Spec part 2 §2 "manage ID card": see, download, replace or delete the member's ID card (PDF or image, 5 MB). */
export function IdCardDialog({ open, member, onClose }: IdCardDialogProps) {
  const t = useAdminMemberDetailTexts();
  return (
    <Modal open={open} title={t('idCard.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <IdCardForm member={member} onClose={onClose} />
    </Modal>
  );
}

function IdCardForm({ member, onClose }: Omit<IdCardDialogProps, 'open'>) {
  const t = useAdminMemberDetailTexts();
  const { file, choose, onUpload, onRemove, uploading, removing, busy } = useMemberFileForm({
    member,
    kind: 'id-card',
    check: checkIdCardFile,
    messages: {
      choose: t('idCard.choose'),
      uploaded: [t('idCard.uploaded'), t('idCard.uploadedText')],
      removeConfirm: t('idCard.removeConfirm'),
      removed: t('idCard.removed'),
    },
    // The dialog stays open so the admin sees the new card.
    afterChange: () => undefined,
  });

  return (
    <div className="file-dialog">
      <section className="id-card-current" aria-label={t('idCard.current')}>
        <IdcardOutlined className="id-card-icon" aria-hidden />
        {member.idCardUrl ? (
          <div className="id-card-current-actions">
            <span>{t('idCard.onFile')}</span>
            <div className="id-card-buttons">
              <Button icon={<EyeOutlined />} href={member.idCardUrl} target="_blank" rel="noopener noreferrer">
                {t('idCard.view')}
              </Button>
              <Button icon={<DownloadOutlined />} onClick={() => downloadFile(member.idCardUrl!)}>
                {t('idCard.download')}
              </Button>
              <Button danger icon={<DeleteOutlined />} onClick={onRemove} loading={removing} disabled={uploading}>
                {t('idCard.delete')}
              </Button>
            </div>
          </div>
        ) : (
          <span className="muted">{t('idCard.none')}</span>
        )}
      </section>
      <FilePicker
        label={t('idCard.label')}
        accept={ID_CARD_ACCEPT}
        file={file}
        onChange={choose}
        prompt={member.idCardUrl ? t('idCard.replacePrompt') : t('idCard.prompt')}
        hint={t('idCard.hint')}
        disabled={busy}
      />
      <div className="dialog-actions">
        <Button onClick={onClose}>{t('idCard.close')}</Button>
        <Button type="primary" onClick={onUpload} loading={uploading} disabled={removing}>
          {t('idCard.upload')}
        </Button>
      </div>
    </div>
  );
}
