import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { Schemes } from '@portal/contracts/shapes';
import { useSchemeDocumentsQuery, type SchemeDocument } from '../../api/content';
import { schemeName, useMemberTexts } from '../../i18n/member';
import { formatDate, formatFileSize } from '../../lib/format';
import { SCHEME_CARD_DOCUMENTS, documentsByScheme } from './scheme-documents';

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

/** Every scheme document (one GET /api/scheme-documents), grouped by scheme, newest first. */
export function useDocumentsByScheme() {
  const query = useSchemeDocumentsQuery();
  return { ...query, groups: documentsByScheme(query.data ?? []) };
}

function LoadFailed() {
  const t = useMemberTexts();
  return <Alert type="error" showIcon title={t('schemeCards.documentsFailed')} />;
}

/**
 * A scheme card's documents (spec part 2 §9): at most 3, then '+N more documents available' (which opens
 * the Documents tab), or 'No documents available for this scheme yet.'.
 */
export function SchemeCardDocuments({
  docs,
  isPending,
  isError,
  onShowAll,
}: {
  docs: SchemeDocument[];
  isPending: boolean;
  isError: boolean;
  onShowAll: () => void;
}) {
  const t = useMemberTexts();
  const more =
    docs.length > SCHEME_CARD_DOCUMENTS
      ? t('schemeCards.moreDocuments', { count: docs.length - SCHEME_CARD_DOCUMENTS })
      : null;
  return (
    <>
      <h3 className="scheme-card-subtitle">{t('schemeCards.documents')}</h3>
      {isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : isError ? (
        <LoadFailed />
      ) : docs.length === 0 ? (
        <p className="muted">{t('schemeCards.noDocuments')}</p>
      ) : (
        <ul className="scheme-doc-list">
          {docs.slice(0, SCHEME_CARD_DOCUMENTS).map((doc) => (
            <DocumentLink key={doc.id} doc={doc} />
          ))}
        </ul>
      )}
      {more && !isPending && !isError ? (
        <Button type="link" className="scheme-more-docs" onClick={onShowAll}>
          {more}
        </Button>
      ) : null}
    </>
  );
}

/** Documents tab (spec part 2 §2): every scheme's documents, grouped by scheme, each a download link. */
export function SchemeDocumentsTab() {
  const t = useMemberTexts();
  const { groups, isPending, isError } = useDocumentsByScheme();
  if (isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (isError) return <LoadFailed />;
  if (Schemes.every((scheme) => groups[scheme].length === 0)) {
    return <Empty description={t('schemeCards.nonepublished')} />;
  }
  return (
    <div className="scheme-doc-groups">
      {Schemes.map((scheme) => (
        <Card key={scheme} size="small">
          <section aria-label={t('schemeCards.documentsOf', { scheme: schemeName(t, scheme) })}>
            <h3 className="scheme-card-title">{schemeName(t, scheme)}</h3>
            {groups[scheme].length === 0 ? (
              <p className="muted">{t('schemeCards.noDocuments')}</p>
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
