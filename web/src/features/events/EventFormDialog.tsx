import { Button, Col, Form, Input, Modal, Row, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { EventCategories, MAX_EVENT_CAPACITY } from '@portal/contracts/shapes';
import { parseApiError } from '../../api/client';
import {
  contentFailureText,
  useCreateEventMutation,
  useUpdateEventMutation,
  type ContentEvent,
} from '../../api/content';
import { useFieldErrorFeedback } from '../../components/use-field-error-feedback';
import { useToast } from '../../components/use-toast';
import { useAdminEventsTexts } from '../../i18n/admin-events';
import {
  EVENT_FORM_FIELDS,
  emptyEventForm,
  eventFormRules,
  eventRuleText,
  eventToForm,
  pastDateQuestion,
  toEventInput,
  type EventFormValues,
} from './event-form';
import '../../components/list-widgets.css';

interface EventFormDialogProps {
  open: boolean;
  /** The event being edited; null when adding one. */
  event: ContentEvent | null;
  onClose: () => void;
}

/** Spec part 1 §2 Events page: the add and edit dialog (Title and Date & Time required, §5). */
export function EventFormDialog({ open, event, onClose }: EventFormDialogProps) {
  const t = useAdminEventsTexts();
  return (
    <Modal
      open={open}
      title={event ? t('form.editTitle') : t('form.addTitle')}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {/* destroyOnHidden unmounts the form after closing, so every opening starts from fresh values. */}
      <EventForm key={event?.id ?? 'new'} event={event} onClose={onClose} />
    </Modal>
  );
}

const isFormField = (field: string): field is (typeof EVENT_FORM_FIELDS)[number] =>
  (EVENT_FORM_FIELDS as readonly string[]).includes(field);

function EventForm({ event, onClose }: { event: ContentEvent | null; onClose: () => void }) {
  const t = useAdminEventsTexts();
  const rules = useMemo(() => eventFormRules((message) => eventRuleText(t, message)), [t]);
  const [form] = Form.useForm<EventFormValues>();
  const toast = useToast();
  const feedback = useFieldErrorFeedback(form);
  const create = useCreateEventMutation();
  const update = useUpdateEventMutation();
  const saving = create.isPending || update.isPending;

  const onFinish = async () => {
    const input = toEventInput(form.getFieldsValue(true) as EventFormValues);
    // A date in the past is allowed (an event recorded afterwards), but asked about first (issue 29).
    const question = pastDateQuestion(input.eventDate, event, new Date(), t);
    if (question && !window.confirm(question)) return;
    try {
      if (event) {
        await update.mutateAsync({ id: event.id, input });
        toast.success(t('updated'));
      } else {
        await create.mutateAsync(input);
        toast.success(t('created'));
      }
      onClose();
    } catch (err) {
      // The server's field messages (e.g. capacity below the sign-ups) go under their fields as well.
      const problems = (parseApiError(err).errors ?? [])
        .filter((e) => isFormField(e.field))
        .map((e) => ({ name: e.field, errors: [eventRuleText(t, e.message)] }));
      if (problems.length) feedback.report(problems);
      toast.error(event ? t('updateFailed') : t('createFailed'), contentFailureText(err, t('fallback')));
    }
  };

  return (
    <Form<EventFormValues>
      form={form}
      layout="vertical"
      name={event ? 'edit-event' : 'add-event'}
      initialValues={event ? eventToForm(event) : emptyEventForm()}
      onFinish={onFinish}
      onFinishFailed={feedback.onFinishFailed}
      disabled={saving}
    >
      {feedback.announcer}
      <Form.Item label={t('form.title')} name="title" required rules={rules.title}>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('form.description')} name="description">
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label={t('form.dateTime')} name="eventDate" required rules={rules.eventDate} extra={t('form.ist')}>
            <Input type="datetime-local" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={t('form.location')} name="location">
            <Input maxLength={300} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={t('form.category')} name="category" rules={rules.category}>
            <Select
              options={EventCategories.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={t('form.capacity')} name="capacity" rules={rules.capacity} extra={t('form.noLimit')}>
            <Input type="number" min={1} max={MAX_EVENT_CAPACITY} step={1} inputMode="numeric" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('form.visible')} name="isActive" valuePropName="checked">
        <Switch aria-label={t('form.visible')} checkedChildren={t('form.yes')} unCheckedChildren={t('form.no')} />
      </Form.Item>
      <div className="dialog-actions">
        <Button onClick={onClose} disabled={false}>
          {t('form.cancel')}
        </Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {event ? t(saving ? 'form.updating' : 'form.update') : t(saving ? 'form.creating' : 'form.create')}
        </Button>
      </div>
    </Form>
  );
}
