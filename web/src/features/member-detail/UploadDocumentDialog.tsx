import { useState } from 'react';
import { Button, Form, Input, Modal, Select } from 'antd';
import { parseApiError } from '../../api/client';
import { useUploadDocumentMutation, type MemberDocumentType } from '../../api/members';
import { FilePicker } from '../../components/FilePicker';
import { useToast } from '../../components/use-toast';
import { DOCUMENT_ACCEPT, checkDocumentFile } from './file-checks';
import { MemberDocumentTypes } from '@portal/contracts/shapes';
import { useAdminMemberDetailTexts } from '../../i18n/admin-member-detail';

interface UploadDocumentDialogProps {
  open: boolean;
  memberId: string;
  onClose: () => void;
}

export function UploadDocumentDialog({ open, memberId, onClose }: UploadDocumentDialogProps) {
  const t = useAdminMemberDetailTexts();
  return (
    <Modal open={open} title={t('upload.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <UploadDocumentForm memberId={memberId} onClose={onClose} />
    </Modal>
  );
}

function UploadDocumentForm({ memberId, onClose }: Omit<UploadDocumentDialogProps, 'open'>) {
  const [file, setFile] = useState<File | null>(null);
  const [documentType, setDocumentType] = useState<MemberDocumentType>('id_proof');
  const [description, setDescription] = useState('');
  const upload = useUploadDocumentMutation();
  const toast = useToast();
  const t = useAdminMemberDetailTexts();
  const typeOptions = MemberDocumentTypes.map((value) => ({ value, label: t(`documentTypes.${value}`) }));

  const choose = (chosen: File | null) => {
    const problem = chosen ? checkDocumentFile(chosen, t) : null;
    if (problem) {
      toast.error(problem.title, problem.description);
      return;
    }
    setFile(chosen);
  };

  const onSubmit = async () => {
    const problem = checkDocumentFile(file, t);
    if (problem || !file) {
      toast.error(problem?.title ?? t('files.noFile'), problem?.description);
      return;
    }
    try {
      await upload.mutateAsync({ id: memberId, file, documentType, description: description.trim() });
      toast.success(t('upload.uploaded'));
      onClose();
    } catch (err) {
      toast.error(t('files.uploadFailed'), parseApiError(err).message);
    }
  };

  return (
    <Form layout="vertical" onFinish={onSubmit} disabled={upload.isPending}>
      <Form.Item label={t('upload.documentType')} htmlFor="document-type">
        <Select<MemberDocumentType>
          id="document-type"
          value={documentType}
          onChange={setDocumentType}
          options={typeOptions}
        />
      </Form.Item>
      <Form.Item label={t('upload.description')} htmlFor="document-description">
        <Input.TextArea
          id="document-description"
          rows={2}
          maxLength={500}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          placeholder={t('upload.descriptionPlaceholder')}
        />
      </Form.Item>
      <FilePicker
        label={t('upload.fileLabel')}
        accept={DOCUMENT_ACCEPT}
        file={file}
        onChange={choose}
        prompt={t('upload.prompt')}
        hint={t('upload.hint')}
        disabled={upload.isPending}
      />
      <div className="dialog-actions">
        <Button onClick={onClose} disabled={false}>
          {t('upload.cancel')}
        </Button>
        <Button type="primary" htmlType="submit" loading={upload.isPending}>
          {t('upload.submit')}
        </Button>
      </div>
    </Form>
  );
}
