import { useState } from 'react';
import { Alert, Button, Col, Form, Input, Modal, Row, Select } from 'antd';
import type { FieldError } from '../../api/client';
import { useCreateMemberMutation, useNextMemberIdQuery, useUpdateMemberMutation, type Member } from '../../api/members';
import { useToast } from '../use-toast';
import {
  MEMBER_FORM_FIELDS,
  describeSaveFailure,
  emptyMemberForm,
  findMissingFields,
  memberToForm,
  normaliseMemberId,
  toMemberInput,
  validityHints,
  type MemberFormField,
  type MemberFormValues,
} from './member-form';
import { MEMBER_STATUS_OPTIONS } from '../../lib/member-labels';
import '../list-widgets.css';

const STATUS_OPTIONS = MEMBER_STATUS_OPTIONS;

interface MemberFormDialogProps {
  open: boolean;
  /** The member being edited; absent when adding a new one. */
  member?: Member | null;
  onClose: () => void;
  onSaved?: (member: Member) => void;
}

/** Spec part 1 §2 "Member form": one dialog for add and edit, on the Members and member detail pages. */
export function MemberFormDialog({ open, member, onClose, onSaved }: MemberFormDialogProps) {
  const editing = Boolean(member);
  return (
    <Modal
      open={open}
      title={editing ? 'Edit Member' : 'Add New Member'}
      onCancel={onClose}
      footer={null}
      width={680}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {/* destroyOnHidden unmounts the form after closing, so every opening starts from fresh values. */}
      <MemberForm key={member?.id ?? 'new'} member={member ?? null} onClose={onClose} onSaved={onSaved} />
    </Modal>
  );
}

interface MemberFormProps {
  member: Member | null;
  onClose: () => void;
  onSaved?: (member: Member) => void;
}

function MemberForm({ member, onClose, onSaved }: MemberFormProps) {
  const mode = member ? 'update' : 'create';
  const [form] = Form.useForm<MemberFormValues>();
  const [problems, setProblems] = useState<FieldError[]>([]);
  const toast = useToast();
  const create = useCreateMemberMutation();
  const update = useUpdateMemberMutation();
  const nextId = useNextMemberIdQuery(mode === 'create');
  const saving = create.isPending || update.isPending;

  const showProblems = (list: FieldError[]) => {
    setProblems(list);
    const known = list.filter((p): p is FieldError & { field: MemberFormField } =>
      MEMBER_FORM_FIELDS.includes(p.field as MemberFormField),
    );
    form.setFields(known.map((p) => ({ name: p.field, errors: [p.message] })));
    if (known.length) form.focusField(known[0].field);
  };

  const onFinish = async () => {
    // getFieldsValue(true) also returns fields antd considers untouched.
    const values = form.getFieldsValue(true) as MemberFormValues;
    const missing = findMissingFields(values);
    if (missing.length) {
      showProblems(missing);
      return;
    }
    setProblems([]);
    const input = toMemberInput(values);
    try {
      const saved = member ? await update.mutateAsync({ id: member.id, input }) : await create.mutateAsync(input);
      const name = `${saved?.firstName ?? input.firstName} ${saved?.lastName ?? input.lastName}`.trim();
      if (member) toast.success('Member Updated', `Changes to ${name} have been saved.`);
      else toast.success('Member Created', `${name}${saved?.memberId ? ` (${saved.memberId})` : ''} has been added.`);
      onSaved?.(saved);
      onClose();
    } catch (err) {
      const failure = describeSaveFailure(err, mode, normaliseMemberId(values.memberId));
      toast.error(failure.title, failure.description);
      showProblems(failure.fieldErrors);
    }
  };

  const idPlaceholder = nextId.data ? `${nextId.data} (auto-generated)` : 'Auto-generated';
  const initial = member ? memberToForm(member) : emptyMemberForm();
  // What saving does with blank validity, shown as the admin fills the form (the rule from contracts).
  const start = Form.useWatch('membershipStartDate', form);
  const end = Form.useWatch('membershipEndDate', form);
  const status = Form.useWatch('status', form);
  const hints = validityHints({
    membershipStartDate: start ?? initial.membershipStartDate,
    membershipEndDate: end ?? initial.membershipEndDate,
    status: status ?? initial.status,
  });

  return (
    <Form<MemberFormValues>
      form={form}
      layout="vertical"
      name="member-form"
      initialValues={initial}
      onFinish={onFinish}
      onValuesChange={(changed) => {
        // A corrected field leaves the summary and loses its message, so only what is still wrong shows.
        const fields = Object.keys(changed) as MemberFormField[];
        setProblems((current) => current.filter((p) => !fields.includes(p.field as MemberFormField)));
        form.setFields(fields.map((name) => ({ name, errors: [] })));
      }}
      disabled={saving}
    >
      {problems.length ? (
        <Alert
          type="error"
          showIcon
          className="form-error-summary"
          title="Please fix the following errors:"
          description={
            <ul>
              {problems.map((p) => (
                <li key={`${p.field}-${p.message}`}>{p.message}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="First Name" name="firstName" required>
            <Input autoComplete="off" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Last Name" name="lastName" required>
            <Input autoComplete="off" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Membership ID"
            name="memberId"
            extra={mode === 'create' ? 'Optional: leave blank to use the next free ID.' : undefined}
          >
            <Input placeholder={mode === 'create' ? idPlaceholder : undefined} autoComplete="off" maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          {/* Not type="email": the browser would block the submit itself instead of our summary naming the problem. */}
          <Form.Item label="Email" name="email">
            <Input inputMode="email" autoComplete="off" maxLength={254} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Phone" name="phone" required>
            <Input type="tel" autoComplete="off" maxLength={20} placeholder="10-digit mobile number" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Date of Birth" name="dateOfBirth">
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label="Address" name="address">
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Membership Start Date" name="membershipStartDate" extra={hints.start}>
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Membership End Date" name="membershipEndDate" extra={hints.end}>
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Status" name="status">
            <Select options={STATUS_OPTIONS} />
          </Form.Item>
        </Col>
      </Row>
      <div className="dialog-actions">
        <Button onClick={onClose} disabled={false}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {mode === 'create' ? (saving ? 'Creating...' : 'Create Member') : saving ? 'Updating...' : 'Update Member'}
        </Button>
      </div>
    </Form>
  );
}
