import { useState } from 'react';
import { Button, Card, Form, Select } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { ContentMessages } from '@portal/contracts/rules';
import { contentFailureText, useUploadSchemeDocumentMutation, type Scheme } from '../../api/content';
import { FilePicker } from '../../components/FilePicker';
import { Schemes } from '@portal/contracts/shapes';
import { useToast } from '../../components/use-toast';
import { SCHEME_DOCUMENT_ACCEPT, schemeDocumentProblem } from './document-checks';
import { useAdminSchemeDocumentsTexts } from '../../i18n/admin-scheme-documents';
import { adminSchemeName, useAdminLayoutTexts } from '../../i18n/admin-layout';

/** The upload form (spec part 2 §2, §5): a scheme and one file, checked before it is sent. */
export function SchemeDocumentUploadCard() {
  const [scheme, setScheme] = useState<Scheme | undefined>(undefined);
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadSchemeDocumentMutation();
  const toast = useToast();
  const t = useAdminSchemeDocumentsTexts();
  const layout = useAdminLayoutTexts();

  const choose = (chosen: File | null) => {
    const problem = chosen ? schemeDocumentProblem(chosen) : null;
    if (problem) {
      // Spec part 2 §5: a refused file does not stay selected.
      setFile(null);
      const tooLarge = problem === ContentMessages.documentTooLarge;
      toast.error(
        tooLarge ? t('upload.tooLarge') : t('upload.wrongType'),
        tooLarge ? t('messages.documentTooLarge') : t('messages.documentWrongType'),
      );
      return;
    }
    setFile(chosen);
  };

  const onUpload = async () => {
    if (!scheme || !file) {
      toast.error(t('upload.missing'), t('messages.schemeAndFileRequired'));
      return;
    }
    try {
      await upload.mutateAsync({ scheme, file });
      toast.success(t('messages.documentUploaded'));
      setFile(null);
    } catch (err) {
      toast.error(t('upload.failed'), contentFailureText(err, t('upload.failedText')));
    }
  };

  return (
    <Card title={t('upload.title')} className="scheme-document-upload">
      <Form layout="vertical" onFinish={onUpload} disabled={upload.isPending}>
        <div className="scheme-document-upload-fields">
          <Form.Item label={t('upload.scheme')} htmlFor="scheme-document-scheme" required>
            <Select<Scheme>
              id="scheme-document-scheme"
              placeholder={t('upload.selectScheme')}
              value={scheme}
              onChange={setScheme}
              options={Schemes.map((value) => ({ value, label: adminSchemeName(layout, value) }))}
            />
          </Form.Item>
          <FilePicker
            label={t('upload.file')}
            accept={SCHEME_DOCUMENT_ACCEPT}
            file={file}
            onChange={choose}
            prompt={t('upload.prompt')}
            hint={t('upload.hint')}
            disabled={upload.isPending}
          />
        </div>
        <div className="dialog-actions">
          <Button type="primary" htmlType="submit" icon={<UploadOutlined />} loading={upload.isPending}>
            {upload.isPending ? t('upload.uploading') : t('upload.submit')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
