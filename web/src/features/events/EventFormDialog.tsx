import { Button, Col, Form, Input, Modal, Row, Select, Switch } from 'antd';
import { ContentMessages } from '@portal/contracts/rules';
import { MAX_EVENT_CAPACITY } from '@portal/contracts/shapes';
import { parseApiError } from '../../api/client';
import {
  contentFailureText,
  useCreateEventMutation,
  useUpdateEventMutation,
  type ContentEvent,
} from '../../api/content';
import { useFieldErrorFeedback } from '../../components/use-field-error-feedback';
import { useToast } from '../../components/use-toast';
import { CATEGORY_OPTIONS } from '../../components/EventTags';
import {
  EVENT_FORM_FIELDS,
  EVENT_FORM_RULES,
  emptyEventForm,
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
  return (
    <Modal
      open={open}
      title={event ? 'Edit Event' : 'Add Event'}
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
  const [form] = Form.useForm<EventFormValues>();
  const toast = useToast();
  const feedback = useFieldErrorFeedback(form);
  const create = useCreateEventMutation();
  const update = useUpdateEventMutation();
  const saving = create.isPending || update.isPending;

  const onFinish = async () => {
    const input = toEventInput(form.getFieldsValue(true) as EventFormValues);
    // A date in the past is allowed (an event recorded afterwards), but asked about first (issue 29).
    const question = pastDateQuestion(input.eventDate, event);
    if (question && !window.confirm(question)) return;
    try {
      if (event) {
        await update.mutateAsync({ id: event.id, input });
        toast.success('Event updated');
      } else {
        await create.mutateAsync(input);
        toast.success('Event created');
      }
      onClose();
    } catch (err) {
      // The server's field messages (e.g. capacity below the sign-ups) go under their fields as well.
      const problems = (parseApiError(err).errors ?? [])
        .filter((e) => isFormField(e.field))
        .map((e) => ({ name: e.field, errors: [e.message] }));
      if (problems.length) feedback.report(problems);
      toast.error(
        event ? ContentMessages.updateFailed : ContentMessages.createFailed,
        contentFailureText(err, 'An unexpected error occurred. Please try again.'),
      );
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
      <Form.Item label="Title" name="title" required rules={EVENT_FORM_RULES.title}>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Date & Time"
            name="eventDate"
            required
            rules={EVENT_FORM_RULES.eventDate}
            extra="Indian Standard Time"
          >
            <Input type="datetime-local" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Location" name="location">
            <Input maxLength={300} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Category" name="category" rules={EVENT_FORM_RULES.category}>
            <Select options={CATEGORY_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Capacity"
            name="capacity"
            rules={EVENT_FORM_RULES.capacity}
            extra="Leave empty for no limit"
          >
            <Input type="number" min={1} max={MAX_EVENT_CAPACITY} step={1} inputMode="numeric" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Visible to members" name="isActive" valuePropName="checked">
        <Switch aria-label="Visible to members" checkedChildren="Yes" unCheckedChildren="No" />
      </Form.Item>
      <div className="dialog-actions">
        <Button onClick={onClose} disabled={false}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {event ? (saving ? 'Updating...' : 'Update Event') : saving ? 'Creating...' : 'Create Event'}
        </Button>
      </div>
    </Form>
  );
}
