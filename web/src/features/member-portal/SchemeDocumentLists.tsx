import { Alert, Button, Card, Col, Empty, Row, Skeleton, Tag } from 'antd';
import { CheckCircleOutlined, DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { ContentMessages } from '@portal/contracts/rules';
import { SchemeLabels, Schemes, type Scheme } from '@portal/contracts/shapes';
import { useSchemeDocumentsQuery, type SchemeDocument } from '../../api/content';
import { formatDate, formatFileSize } from '../../lib/format';
import { SCHEME_CARD_DOCUMENTS, documentsByScheme, moreDocumentsText } from './scheme-documents';

/** One document as a download link (the server keeps its original file name) with its size. */
function DocumentLink({ doc, showDate = false }: { doc: SchemeDocument; showDate?: boolean }) {
  return (
    <li className="scheme-doc">
      <a href={doc.fileUrl} download className="scheme-doc-link">
        <FileTextOutlined aria-hidden /> {doc.fileName}
      </a>
      <span className="muted small">
        {formatFileSize(doc.fileSize)}
        {showDate ? ` · ${formatDate(doc.createdAt)}` : ''}
      </span>
      <DownloadOutlined aria-hidden className="scheme-doc-icon" />
    </li>
  );
}

function useDocumentsByScheme() {
  const query = useSchemeDocumentsQuery();
  return { ...query, groups: documentsByScheme(query.data ?? []) };
}

function LoadFailed() {
  return <Alert type="error" showIcon title={ContentMessages.documentsFetchFailed} />;
}

/**
 * Welfare Schemes tab (spec part 2 §2, §9): a card per scheme with at most 3 of its documents, then
 * '+N more documents available' (which opens the Documents tab), or 'No documents available…'.
 */
export function SchemeDocumentCards({ optedSchemes, onShowAll }: { optedSchemes: Scheme[]; onShowAll: () => void }) {
  const { groups, isPending, isError } = useDocumentsByScheme();
  return (
    <Row gutter={[16, 16]}>
      {Schemes.map((scheme) => {
        const docs = groups[scheme];
        const more = moreDocumentsText(docs.length);
        return (
          <Col xs={24} md={12} xl={8} key={scheme}>
            <Card className="scheme-card">
              <article aria-label={SchemeLabels[scheme]}>
                <div className="scheme-card-head">
                  <h3 className="scheme-card-title">{SchemeLabels[scheme]}</h3>
                  {optedSchemes.includes(scheme) ? (
                    <Tag color="green" icon={<CheckCircleOutlined />}>
                      Joined
                    </Tag>
                  ) : null}
                </div>
                <h4 className="scheme-card-subtitle">Documents</h4>
                {isPending ? (
                  <Skeleton active title={false} paragraph={{ rows: 2 }} />
                ) : isError ? (
                  <LoadFailed />
                ) : docs.length === 0 ? (
                  <p className="muted">{ContentMessages.noSchemeDocuments}</p>
                ) : (
                  <ul className="scheme-doc-list">
                    {docs.slice(0, SCHEME_CARD_DOCUMENTS).map((doc) => (
                      <DocumentLink key={doc.id} doc={doc} />
                    ))}
                  </ul>
                )}
                {more ? (
                  <Button type="link" className="scheme-more-docs" onClick={onShowAll}>
                    {more}
                  </Button>
                ) : null}
              </article>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}

/** Documents tab (spec part 2 §2): every scheme's documents, grouped by scheme, each a download link. */
export function SchemeDocumentsTab() {
  const { groups, isPending, isError } = useDocumentsByScheme();
  if (isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (isError) return <LoadFailed />;
  if (Schemes.every((scheme) => groups[scheme].length === 0)) {
    return <Empty description="No scheme documents have been published yet." />;
  }
  return (
    <div className="scheme-doc-groups">
      {Schemes.map((scheme) => (
        <Card key={scheme} size="small">
          <section aria-label={`${SchemeLabels[scheme]} documents`}>
            <h3 className="scheme-card-title">{SchemeLabels[scheme]}</h3>
            {groups[scheme].length === 0 ? (
              <p className="muted">{ContentMessages.noSchemeDocuments}</p>
            ) : (
              <ul className="scheme-doc-list">
                {groups[scheme].map((doc) => (
                  <DocumentLink key={doc.id} doc={doc} showDate />
                ))}
              </ul>
            )}
          </section>
        </Card>
      ))}
    </div>
  );
}
