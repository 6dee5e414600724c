import { useState } from 'react';
import { Button, Card, Popconfirm, Table, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined, EyeOutlined, IdcardOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { idCardFileUrl, useGenerateIdCardsMutation, useIdCardListQuery, type IdCardRow } from '../../api/id-cards';
import { MemberSearchBar, type MemberStatusFilter } from '../../components/MemberSearchBar';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { useAdminCan } from '../../components/use-admin-can';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { usePageTitle } from '../../components/use-page-title';
import { useToast } from '../../components/use-toast';
import { formatCount, formatDate } from '../../lib/format';
import { type AdminIdCardsTexts, useAdminIdCardsTexts } from '../../i18n/admin-id-cards';
import { adminStatusText, useAdminLayoutTexts } from '../../i18n/admin-layout';
import idCards from '../../i18n/locales/en/admin/id-cards.json';
import { translateWith } from '../../i18n/texts';
import { GenerationProgress } from './GenerationProgress';
import { IdCardPreview } from './IdCardPreview';
import { IdCardStatsTiles } from './IdCardStatsTiles';
import './id-cards.css';
import { STACKED_TABLE_CLASS, stackedColumns } from '../../components/stacked-table';
import { popupInMain } from '../../components/popup-in-main';

export const ID_CARDS_PAGE_SIZE = 20;
/** The address parameter holding the running generation job: a reload shows its progress again. */
export const JOB_PARAM = 'job';

/** The English texts, for callers outside React (and the tests); the page passes the shown language's. */
const ENGLISH: AdminIdCardsTexts = translateWith('adminIdCards', idCards, 'en');

/** 'Generated 21/11/2026', 'Uploaded 02/10/2026' or 'Not generated'. */
export function cardState(row: IdCardRow, t: AdminIdCardsTexts = ENGLISH): string {
  if (!row.hasCard) return t('state.none');
  const date = formatDate(row.generatedAt);
  if (row.source === 'uploaded') return date ? t('state.uploadedOn', { date }) : t('state.uploaded');
  return date ? t('state.generatedOn', { date }) : t('state.generated');
}

/** Names shown in the warning before the rest are counted. */
const NAMED_IN_WARNING = 10;

/**
 * The confirmation asked before generating cards for members without validity (issue 29): their card would read
 * 'Valid Until: Not Set'. Null when every chosen member has an end date.
 */
export function missingValidityWarning(rows: IdCardRow[], t: AdminIdCardsTexts = ENGLISH): string | null {
  const without = rows.filter((row) => !row.membershipEndDate);
  if (without.length === 0) return null;
  const named = without.slice(0, NAMED_IN_WARNING).map((row) => `${row.name} (${row.memberId})`);
  const more = without.length > NAMED_IN_WARNING ? t('validity.more', { more: without.length - NAMED_IN_WARNING }) : '';
  return t('validity.warning', {
    count: without.length,
    members: formatCount(without.length),
    names: `${named.join(', ')}${more}`,
  });
}

/**
 * ID Cards (spec part 1 §2, issue 13): the members with their card, search and status filter, row selection,
 * Preview and Download PDF per row, and generation of the selected or of all cards as a background job.
 */
export function IdCardsPage() {
  const t = useAdminIdCardsTexts();
  const layout = useAdminLayoutTexts();
  usePageTitle(t('title'));
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const jobId = params.get(JOB_PARAM);
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<MemberStatusFilter>('all');
  const [selected, setSelected] = useState<string[]>([]);
  // The chosen rows themselves, across pages, for the warning about members without validity.
  const [chosenRows, setChosenRows] = useState<Map<string, IdCardRow>>(new Map());
  const [previewing, setPreviewing] = useState<IdCardRow | null>(null);
  const search = useDebouncedValue(searchText.trim(), 300);
  const generate = useGenerateIdCardsMutation();
  // Generating cards is the office's work (issue 27); other roles preview and download them.
  const office = useAdminCan('office');

  const filterKey = `${status}|${search}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;

  const { data, isPending, isFetching } = useIdCardListQuery({
    page,
    limit: ID_CARDS_PAGE_SIZE,
    search: search || undefined,
    status: status === 'all' ? undefined : status,
  });
  const rows = data?.items ?? [];

  const showJob = (next: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(JOB_PARAM, next);
        else updated.delete(JOB_PARAM);
        return updated;
      },
      { replace: true },
    );

  const start = async (input: { memberIds: string[] } | { all: true }) => {
    try {
      const { jobId: started } = await generate.mutateAsync(input);
      showJob(started);
      setSelected([]);
      setChosenRows(new Map());
    } catch (error) {
      toast.error(t('generate.failed'), error instanceof Error ? error.message : t('generate.startFailed'));
    }
  };

  const columns: TableColumnsType<IdCardRow> = [
    { title: t('columns.memberId'), dataIndex: 'memberId', key: 'memberId' },
    { title: t('columns.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('columns.status'),
      dataIndex: 'status',
      key: 'status',
      render: (value: string) => <MemberStatusTag status={value} text={adminStatusText(layout, value)} />,
    },
    {
      title: t('columns.card'),
      key: 'card',
      render: (_, row) => (
        <Typography.Text type={row.hasCard ? undefined : 'secondary'}>{cardState(row, t)}</Typography.Text>
      ),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, row) => (
        <div className="id-card-actions">
          <Button size="small" icon={<EyeOutlined />} onClick={() => setPreviewing(row)}>
            {t('preview')}
          </Button>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            href={row.hasCard ? idCardFileUrl(row.memberId) : undefined}
            download={row.hasCard ? '' : undefined}
            disabled={!row.hasCard}
            aria-label={t('downloadPdfOf', { name: row.name })}
          >
            {t('downloadPdf')}
          </Button>
        </div>
      ),
    },
  ];

  const starting = generate.isPending ? ('all' in (generate.variables ?? {}) ? 'all' : 'selected') : null;
  return (
    <div className="page id-cards-page">
      <div className="page-heading">
        <Typography.Title level={1}>{t('title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('lead')}</Typography.Paragraph>
      </div>

      <IdCardStatsTiles />

      {jobId && <GenerationProgress key={jobId} jobId={jobId} onClose={() => showJob(null)} />}

      <Card>
        <MemberSearchBar
          searchText={searchText}
          onSearchText={setSearchText}
          status={status}
          onStatus={setStatus}
          placeholder={t('searchPlaceholder')}
          allStatusesLabel={t('allStatuses')}
        >
          {office ? (
            <div className="id-card-actions">
              <Button
                type="primary"
                icon={<IdcardOutlined />}
                disabled={selected.length === 0}
                loading={starting === 'selected'}
                onClick={() => {
                  const warning = missingValidityWarning(
                    selected.flatMap((id) => chosenRows.get(id) ?? []),
                    t,
                  );
                  if (warning && !window.confirm(warning)) return;
                  void start({ memberIds: selected });
                }}
              >
                {selected.length > 0
                  ? t('generate.selectedCount', { selected: formatCount(selected.length) })
                  : t('generate.selected')}
              </Button>
              <Popconfirm
                getPopupContainer={popupInMain}
                title={t('generate.allTitle')}
                description={t('generate.allText')}
                okText={t('generate.allOk')}
                onConfirm={() => void start({ all: true })}
              >
                <Button icon={<ThunderboltOutlined />} loading={starting === 'all'}>
                  {t('generate.bulk')}
                </Button>
              </Popconfirm>
            </div>
          ) : null}
        </MemberSearchBar>

        {/* Scrolls sideways on a phone by itself: antd's scroll.x adds a hidden row axe reports. */}
        <div className="id-card-table">
          <Table<IdCardRow>
            className={STACKED_TABLE_CLASS}
            rowKey="memberId"
            size="middle"
            columns={stackedColumns(columns)}
            dataSource={rows}
            loading={isPending || isFetching}
            // The selection is only for Generate Selected.
            rowSelection={
              office
                ? {
                    selectedRowKeys: selected,
                    preserveSelectedRowKeys: true,
                    onChange: (keys, chosen) => {
                      setSelected(keys.map(String));
                      setChosenRows((known) => {
                        const next = new Map(known);
                        for (const row of chosen) if (row) next.set(row.memberId, row);
                        return next;
                      });
                    },
                  }
                : undefined
            }
            locale={{ emptyText: t('empty') }}
            pagination={{
              current: page,
              pageSize: ID_CARDS_PAGE_SIZE,
              total: data?.total ?? 0,
              showSizeChanger: false,
              onChange: (next) => setPaging({ key: filterKey, page: next }),
            }}
          />
        </div>
      </Card>

      {previewing && <IdCardPreview row={previewing} onClose={() => setPreviewing(null)} />}
    </div>
  );
}
