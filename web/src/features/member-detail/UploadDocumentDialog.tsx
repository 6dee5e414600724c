import { useState } from 'react';
import { Button, Form, Input, Modal, Select } from 'antd';
import { parseApiError } from '../../api/client';
import { useUploadDocumentMutation, type MemberDocumentType } from '../../api/members';
import { FilePicker } from '../../components/FilePicker';
import { useToast } from '../../components/use-toast';
import { DOCUMENT_ACCEPT, checkDocumentFile } from './file-checks';
import { MEMBER_DOCUMENT_TYPE_LABELS } from '../../lib/member-labels';

const TYPE_OPTIONS = Object.entries(MEMBER_DOCUMENT_TYPE_LABELS).map(([value, label]) => ({ value, label }));

interface UploadDocumentDialogProps {
  open: boolean;
  memberId: string;
  onClose: () => void;
}

export function UploadDocumentDialog({ open, memberId, onClose }: UploadDocumentDialogProps) {
  return (
    <Modal open={open} title="Upload Document" onCancel={onClose} footer={null} destroyOnHidden>
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

  const choose = (chosen: File | null) => {
    const problem = chosen ? checkDocumentFile(chosen) : null;
    if (problem) {
      toast.error(problem.title, problem.description);
      return;
    }
    setFile(chosen);
  };

  const onSubmit = async () => {
    const problem = checkDocumentFile(file);
    if (problem || !file) {
      toast.error(problem?.title ?? 'No file selected', problem?.description);
      return;
    }
    try {
      await upload.mutateAsync({ id: memberId, file, documentType, description: description.trim() });
      toast.success('Document uploaded successfully');
      onClose();
    } catch (err) {
      toast.error('Upload failed', parseApiError(err).message);
    }
  };

  return (
    <Form layout="vertical" onFinish={onSubmit} disabled={upload.isPending}>
      <Form.Item label="Document Type" htmlFor="document-type">
        <Select<MemberDocumentType>
          id="document-type"
          value={documentType}
          onChange={setDocumentType}
          options={TYPE_OPTIONS}
        />
      </Form.Item>
      <Form.Item label="Description" htmlFor="document-description">
        <Input.TextArea
          id="document-description"
          rows={2}
          maxLength={500}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          placeholder="Optional: what this document is"
        />
      </Form.Item>
      <FilePicker
        label="Document file"
        accept={DOCUMENT_ACCEPT}
        file={file}
        onChange={choose}
        prompt="Click to choose a document or drag it here"
        hint="PDF, DOC, DOCX, XLS, XLSX, JPG, JPEG or PNG, up to 10MB"
        disabled={upload.isPending}
      />
      <div className="dialog-actions">
        <Button onClick={onClose} disabled={false}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={upload.isPending}>
          Upload File
        </Button>
      </div>
    </Form>
  );
}
