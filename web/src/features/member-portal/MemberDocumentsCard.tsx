import { Alert, Card, Empty, Skeleton } from 'antd';
import { FileOutlined } from '@ant-design/icons';
import { useMemberDocumentsQuery } from '../../api/members';
import { useMemberTexts, type MemberTexts } from '../../i18n/member';
import { formatDate, formatFileSize } from '../../lib/format';
import { SchemeDocumentsTab } from './SchemeDocumentLists';

const DOCUMENT_TYPES = ['id_proof', 'address_proof', 'certificate', 'other'] as const;
const typeLabel = (t: MemberTexts, type: string) =>
  (DOCUMENT_TYPES as readonly string[]).includes(type)
    ? t(`documents.${type as (typeof DOCUMENT_TYPES)[number]}`)
    : type;

/** The documents the admin uploaded for this member (GET /api/members/{id}/documents); download only. */
export function MemberDocumentsCard({ memberUuid }: { memberUuid: string }) {
  const t = useMemberTexts();
  const { data, isPending, isError } = useMemberDocumentsQuery(memberUuid);
  return (
    <Card title={<h2 className="member-card-title">{t('documents.myTitle')}</h2>}>
      {isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : isError ? (
        <Alert type="error" showIcon title={t('documents.failed')} />
      ) : !data || data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('documents.none')} />
      ) : (
        <ul className="member-doc-list" aria-label={t('documents.listLabel')}>
          {data.map((doc) => (
            <li key={doc.id} className="member-doc">
              <a href={doc.fileUrl} download className="scheme-doc-link">
                <FileOutlined aria-hidden /> {doc.fileName}
              </a>
              <span className="muted small">
                {[typeLabel(t, doc.documentType), formatFileSize(doc.fileSize), formatDate(doc.createdAt)]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              {doc.description ? <span className="small member-doc-description">{doc.description}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Documents tab (spec part 2 §2): the member's own documents, then every scheme's documents. */
export function DocumentsTab({ memberUuid }: { memberUuid: string }) {
  const t = useMemberTexts();
  return (
    <div className="member-documents">
      <MemberDocumentsCard memberUuid={memberUuid} />
      <h2 className="member-section-title">{t('documents.schemeDocuments')}</h2>
      <SchemeDocumentsTab />
    </div>
  );
}
