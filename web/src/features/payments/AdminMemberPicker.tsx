import { Select } from 'antd';
import { useAdminPaymentFormsTexts } from '../../i18n/admin-payment-forms';

interface AdminMemberPickerProps {
  value: string | undefined;
  onChange: (memberId: string) => void;
  options: { value: string; label: string }[];
  loading: boolean;
  disabled: boolean;
}

/**
 * Make Payment's member picker for an admin: up to 1000 active members, searched by name or member id (antd's
 * Select). Loaded only for admins (issue 30): a member pays for themself and gets a plain select, so a member's
 * phone does not download antd's Select for one choice.
 */
export function AdminMemberPicker({ value, onChange, options, loading, disabled }: AdminMemberPickerProps) {
  const t = useAdminPaymentFormsTexts();
  return (
    <Select
      id="make-payment-member"
      className="make-payment-member-search"
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      onChange={onChange}
      options={options}
      loading={loading}
      disabled={disabled}
      placeholder={t('fields.selectMember')}
      notFoundContent={loading ? t('fields.loadingMembers') : t('fields.noActiveMembers')}
    />
  );
}
