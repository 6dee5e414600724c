import { useState } from 'react';
import { Button, Form, Input, Modal, Switch } from 'antd';
import { MAX_AMOUNT, PaymentMessages, parseAmount } from '@portal/contracts/rules';
import { useUpdateSchemeSettingMutation, type SchemeSetting } from '../../api/payments';
import { useToast } from '../../components/use-toast';
import { fieldMessage, paymentFailureText } from './payment-errors';
import { adminSchemeName, useAdminLayoutTexts } from '../../i18n/admin-layout';
import { paymentFormMessage, useAdminPaymentFormsTexts } from '../../i18n/admin-payment-forms';
import '../../components/list-widgets.css';

interface SchemeSettingValues {
  amount: string;
  isOnlinePaymentEnabled: boolean;
  description: string;
}

/**
 * Spec part 2 §5: present and greater than 0 (a blank amount reads the same); numeric(10,2) caps it. The contract's
 * English; shown through paymentFormMessage in the page's language.
 */
export function schemeAmountProblem(raw: string): string | null {
  const amount = parseAmount(raw.trim());
  if (amount === null || amount <= 0) return PaymentMessages.amountPositive;
  if (amount > MAX_AMOUNT) return PaymentMessages.amountTooLarge;
  return null;
}

interface SchemeSettingDialogProps {
  setting: SchemeSetting | null;
  open: boolean;
  onClose: () => void;
}

/** Spec part 2 §2/§4: the Edit Settings dialog; it closes once the save succeeds. */
export function SchemeSettingDialog({ setting, open, onClose }: SchemeSettingDialogProps) {
  const t = useAdminPaymentFormsTexts();
  const layout = useAdminLayoutTexts();
  return (
    <Modal
      open={open}
      title={
        setting
          ? t('settingDialog.title', { scheme: adminSchemeName(layout, setting.scheme) })
          : t('settingDialog.titleNone')
      }
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {setting ? <SchemeSettingForm key={setting.id} setting={setting} onClose={onClose} /> : null}
    </Modal>
  );
}

function SchemeSettingForm({ setting, onClose }: { setting: SchemeSetting; onClose: () => void }) {
  const [form] = Form.useForm<SchemeSettingValues>();
  const [amountError, setAmountError] = useState<string | null>(null);
  const t = useAdminPaymentFormsTexts();
  const toast = useToast();
  const update = useUpdateSchemeSettingMutation();

  const onFinish = async () => {
    const values = form.getFieldsValue(true) as SchemeSettingValues;
    const problem = schemeAmountProblem(String(values.amount ?? ''));
    setAmountError(problem);
    if (problem) return;
    try {
      await update.mutateAsync({
        id: setting.id,
        input: {
          amount: parseAmount(String(values.amount).trim())!,
          isOnlinePaymentEnabled: values.isOnlinePaymentEnabled,
          description: values.description.trim(),
        },
      });
      toast.success(t('settingDialog.updated'));
      onClose();
    } catch (err) {
      setAmountError(fieldMessage(err, 'amount'));
      toast.error(t('settingDialog.error'), paymentFormMessage(t, paymentFailureText(err, t('settingDialog.failed'))));
    }
  };

  return (
    <Form<SchemeSettingValues>
      form={form}
      // The app's own check says what is wrong with the amount, not the browser's bubble for min and step.
      noValidate
      layout="vertical"
      name="scheme-setting-form"
      initialValues={{
        amount: setting.amount,
        isOnlinePaymentEnabled: setting.isOnlinePaymentEnabled,
        description: setting.description ?? '',
      }}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<SchemeSettingValues>) => {
        if ('amount' in changed) setAmountError(null);
      }}
      disabled={update.isPending}
    >
      <Form.Item
        label={t('settingDialog.amount')}
        name="amount"
        required
        validateStatus={amountError ? 'error' : undefined}
        help={amountError ? paymentFormMessage(t, amountError) : undefined}
      >
        <Input type="number" min={0} step={0.01} inputMode="decimal" />
      </Form.Item>
      <Form.Item label={t('settingDialog.online')} name="isOnlinePaymentEnabled" valuePropName="checked">
        <Switch
          aria-label={t('settingDialog.online')}
          checkedChildren={t('settingDialog.enabled')}
          unCheckedChildren={t('settingDialog.disabled')}
        />
      </Form.Item>
      <Form.Item label={t('settingDialog.description')} name="description">
        <Input.TextArea rows={3} maxLength={1000} />
      </Form.Item>
      <div className="dialog-actions">
        <Button onClick={onClose} disabled={false}>
          {t('cancel')}
        </Button>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {update.isPending ? t('settingDialog.saving') : t('settingDialog.save')}
        </Button>
      </div>
    </Form>
  );
}
