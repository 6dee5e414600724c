import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Form, Radio, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { downloadReport, type ReportChoice, type ReportFormat, type ReportType } from '../../api/reports';
import { useToast } from '../../components/use-toast';
import { DATE_PICKER_FORMAT, rangeError, reportFormatOptions, reportTypeOptions } from './report-choices';
import { useAdminReportsTexts } from '../../i18n/admin-reports';

/**
 * Shown as formatDate (lib/format) shows a day, dd/mm/yyyy (report-choices.spec checks they agree); typed
 * dates are read the same way. Plain patterns, not a function: the picker parses typed text only with those.
 */
export const DATE_FORMATS = [DATE_PICKER_FORMAT, 'D/M/YYYY', 'YYYY-MM-DD'];

const day = (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null);

/**
 * The export settings (spec part 1 §2 Reports page): report type, format and the date range. Generate
 * starts the download; the report is listed under Recent Exports once its file is complete.
 */
export function ExportReportsCard({ onGenerate }: { onGenerate: (choice: ReportChoice) => void }) {
  const toast = useToast();
  const t = useAdminReportsTexts();
  const types = reportTypeOptions(t);
  const [type, setType] = useState<ReportType>('members');
  const [format, setFormat] = useState<ReportFormat>('csv');
  const [from, setFrom] = useState<Dayjs | null>(null);
  const [to, setTo] = useState<Dayjs | null>(null);
  const [checked, setChecked] = useState(false);
  const error = rangeError(day(from), day(to), t);

  const generate = () => {
    setChecked(true);
    if (error) return;
    const choice: ReportChoice = { type, format, from: day(from), to: day(to) };
    downloadReport(choice);
    onGenerate(choice);
    toast.info(t('export.generating'), t('export.generatingText'));
  };

  return (
    <Card title={<h2 className="reports-card-title">{t('export.title')}</h2>}>
      <Form layout="vertical" component="div">
        <Form.Item label={t('export.type')}>
          <Radio.Group
            className="reports-type-options"
            value={type}
            onChange={(e) => setType(e.target.value as ReportType)}
            options={types.map((o) => ({ value: o.value, label: o.label }))}
            optionType="button"
            buttonStyle="solid"
            aria-label={t('export.type')}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary" className="reports-type-covers">
          {t('export.noLimit', { covers: types.find((o) => o.value === type)?.covers ?? '' })}
        </Typography.Paragraph>
        <Form.Item label={t('export.format')}>
          <Radio.Group
            value={format}
            onChange={(e) => setFormat(e.target.value as ReportFormat)}
            options={reportFormatOptions(t)}
            optionType="button"
            aria-label={t('export.format')}
          />
        </Form.Item>
        <div className="reports-dates">
          <Form.Item label={t('export.from')} htmlFor="report-from">
            <DatePicker
              id="report-from"
              value={from}
              onChange={setFrom}
              format={DATE_FORMATS}
              placeholder={DATE_PICKER_FORMAT}
            />
          </Form.Item>
          <Form.Item
            label={t('export.to')}
            htmlFor="report-to"
            validateStatus={checked && error ? 'error' : undefined}
            help={checked && error ? error : undefined}
          >
            <DatePicker
              id="report-to"
              value={to}
              onChange={setTo}
              format={DATE_FORMATS}
              placeholder={DATE_PICKER_FORMAT}
            />
          </Form.Item>
        </div>
        <Button type="primary" icon={<DownloadOutlined />} onClick={generate}>
          {t('export.generate')}
        </Button>
      </Form>
    </Card>
  );
}
