import { Alert, Card, Empty, Skeleton } from 'antd';
import { FileOutlined } from '@ant-design/icons';
import { useMemberDocumentsQuery } from '../../api/members';
import { formatDate, formatFileSize } from '../../lib/format';
import { MEMBER_DOCUMENT_TYPE_LABELS } from '../../lib/member-labels';
import { SchemeDocumentsTab } from './SchemeDocumentLists';

const typeLabel = (type: string) =>
  MEMBER_DOCUMENT_TYPE_LABELS[type as keyof typeof MEMBER_DOCUMENT_TYPE_LABELS] ?? type;

/** The documents the admin uploaded for this member (GET /api/members/{id}/documents); download only. */
export function MemberDocumentsCard({ memberUuid }: { memberUuid: string }) {
  const { data, isPending, isError } = useMemberDocumentsQuery(memberUuid);
  return (
    <Card title={<h2 className="member-card-title">My Documents</h2>}>
      {isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : isError ? (
        <Alert type="error" showIcon title="Your documents could not be loaded. Please try again later." />
      ) : !data || data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No documents uploaded yet" />
      ) : (
        <ul className="member-doc-list" aria-label="My documents">
          {data.map((doc) => (
            <li key={doc.id} className="member-doc">
              <a href={doc.fileUrl} download className="scheme-doc-link">
                <FileOutlined aria-hidden /> {doc.fileName}
              </a>
              <span className="muted small">
                {[typeLabel(doc.documentType), formatFileSize(doc.fileSize), formatDate(doc.createdAt)]
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
  return (
    <div className="member-documents">
      <MemberDocumentsCard memberUuid={memberUuid} />
      <h2 className="member-section-title">Scheme Documents</h2>
      <SchemeDocumentsTab />
    </div>
  );
}
