import { useState } from 'react';
import { Button, Card, Form, Select } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { ContentMessages } from '@portal/contracts/rules';
import { contentFailureText, useUploadSchemeDocumentMutation, type Scheme } from '../../api/content';
import { FilePicker } from '../../components/FilePicker';
import { SCHEME_OPTIONS } from '../../components/PaymentStatusTag';
import { useToast } from '../../components/use-toast';
import { SCHEME_DOCUMENT_ACCEPT, schemeDocumentProblem } from './document-checks';

/** The upload form (spec part 2 §2, §5): a scheme and one file, checked before it is sent. */
export function SchemeDocumentUploadCard() {
  const [scheme, setScheme] = useState<Scheme | undefined>(undefined);
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadSchemeDocumentMutation();
  const toast = useToast();

  const choose = (chosen: File | null) => {
    const problem = chosen ? schemeDocumentProblem(chosen) : null;
    if (problem) {
      // Spec part 2 §5: a refused file does not stay selected.
      setFile(null);
      toast.error(problem === ContentMessages.documentTooLarge ? 'File too large' : 'Invalid file type', problem);
      return;
    }
    setFile(chosen);
  };

  const onUpload = async () => {
    if (!scheme || !file) {
      toast.error('Missing Information', ContentMessages.schemeAndFileRequired);
      return;
    }
    try {
      await upload.mutateAsync({ scheme, file });
      toast.success(ContentMessages.documentUploaded);
      setFile(null);
    } catch (err) {
      toast.error('Upload Failed', contentFailureText(err, 'Upload failed'));
    }
  };

  return (
    <Card title="Upload Document" className="scheme-document-upload">
      <Form layout="vertical" onFinish={onUpload} disabled={upload.isPending}>
        <div className="scheme-document-upload-fields">
          <Form.Item label="Scheme" htmlFor="scheme-document-scheme" required>
            <Select<Scheme>
              id="scheme-document-scheme"
              placeholder="Select scheme"
              value={scheme}
              onChange={setScheme}
              options={SCHEME_OPTIONS}
            />
          </Form.Item>
          <FilePicker
            label="Document file"
            accept={SCHEME_DOCUMENT_ACCEPT}
            file={file}
            onChange={choose}
            prompt="Click to choose a document or drag it here"
            hint="PDF, DOC, DOCX, XLS, XLSX, JPG, JPEG or PNG, up to 10MB"
            disabled={upload.isPending}
          />
        </div>
        <div className="dialog-actions">
          <Button type="primary" htmlType="submit" icon={<UploadOutlined />} loading={upload.isPending}>
            {upload.isPending ? 'Uploading...' : 'Upload Document'}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
