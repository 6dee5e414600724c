import { Button, DatePicker, Form, Input, Select } from 'antd';
import { FilterOutlined, UndoOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import type { AuditLogFilters } from '../../api/audit-log';
import { useAdminAuditLogTexts } from '../../i18n/admin-audit-log';
import { AUDIT_ENTITIES, AUDIT_NAME, entityName } from './audit-log-display';

/** Shown as formatDate (lib/format) shows a day, dd/mm/yyyy; typed dates are read the same way (as on Reports). */
const DATE_FORMATS = ['DD/MM/YYYY', 'D/M/YYYY', 'YYYY-MM-DD'];
/** The pattern typed dates follow, the same in every language (digits). */
const DATE_PLACEHOLDER = DATE_FORMATS[0];
const FROM_ID = 'audit-log-from';
const TO_ID = 'audit-log-to';

/** An entity is found by its shown name or by its name as recorded (the one actions start with). */
const entityMatches = (input: string, option?: { value: string; label: string }) => {
  const typed = input.trim().toLowerCase();
  return !!option && (option.label.toLowerCase().includes(typed) || option.value.includes(typed));
};

/** Who can be picked as the Person: the admin accounts, when the signed-in role may list them. */
export interface PersonOption {
  value: string;
  label: string;
}

interface FormValues {
  actorId?: string;
  entity?: string | null;
  entityId?: string;
  action?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

const day = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : undefined);
const text = (value: string | null | undefined) => value?.trim() || undefined;

function valuesOf(filters: AuditLogFilters): FormValues {
  const from = filters.from ? dayjs(filters.from) : null;
  const to = filters.to ? dayjs(filters.to) : null;
  return { ...filters, dates: from || to ? [from, to] : null };
}

interface AuditLogFilterFormProps {
  /** The filters in use; the form starts from them (the page remounts it when they change). */
  filters: AuditLogFilters;
  /** The admin accounts to pick the Person from; null: type the person's id instead. */
  people: PersonOption[] | null;
  onApply: (filters: AuditLogFilters) => void;
  onReset: () => void;
}

/** Person, Entity (and its id), Action and the India days from/to; Apply puts them in the address. */
export function AuditLogFilterForm({ filters, people, onApply, onReset }: AuditLogFilterFormProps) {
  const t = useAdminAuditLogTexts();
  const entityOptions = AUDIT_ENTITIES.map((entity) => ({ value: entity, label: entityName(entity, t) }));
  const apply = (values: FormValues) =>
    onApply({
      actorId: text(values.actorId),
      entity: text(values.entity),
      entityId: text(values.entityId),
      action: text(values.action)?.toLowerCase(),
      from: day(values.dates?.[0]),
      to: day(values.dates?.[1]),
    });

  return (
    <Form<FormValues>
      name="audit-log-filters"
      layout="vertical"
      initialValues={valuesOf(filters)}
      onFinish={apply}
      className="audit-log-filters"
      aria-label={t('form.label')}
    >
      <div className="audit-log-filter-fields">
        {people ? (
          <Form.Item name="actorId" label={t('form.person')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('form.anyone')}
              options={people}
            />
          </Form.Item>
        ) : (
          <Form.Item name="actorId" label={t('form.personId')}>
            <Input allowClear placeholder={t('form.anyone')} autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item name="entity" label={t('form.entity')}>
          <Select
            allowClear
            showSearch={{ filterOption: entityMatches }}
            placeholder={t('form.anyEntity')}
            options={entityOptions}
          />
        </Form.Item>
        <Form.Item name="entityId" label={t('form.entityId')}>
          <Input allowClear placeholder={t('form.any')} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="action"
          label={t('form.action')}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                !value?.trim() || AUDIT_NAME.test(value.trim().toLowerCase())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('form.actionRule'))),
            },
          ]}
        >
          <Input allowClear placeholder={t('form.actionExample')} autoComplete="off" />
        </Form.Item>
        <div className="audit-log-dates">
          <Form.Item name="dates" label={t('form.dates')} htmlFor={FROM_ID}>
            <DatePicker.RangePicker
              id={{ start: FROM_ID, end: TO_ID }}
              format={DATE_FORMATS}
              placeholder={[DATE_PLACEHOLDER, DATE_PLACEHOLDER]}
              allowEmpty={[true, true]}
            />
          </Form.Item>
          {/* Each of the picker's two boxes named: "Dates from" and "Dates to". */}
          <label htmlFor={FROM_ID} className="visually-hidden">
            {t('form.datesFrom')}
          </label>
          <label htmlFor={TO_ID} className="visually-hidden">
            {t('form.datesTo')}
          </label>
        </div>
      </div>
      <div className="audit-log-filter-buttons">
        <Button type="primary" htmlType="submit" icon={<FilterOutlined />}>
          {t('form.apply')}
        </Button>
        <Button icon={<UndoOutlined />} onClick={onReset}>
          {t('form.reset')}
        </Button>
      </div>
    </Form>
  );
}
