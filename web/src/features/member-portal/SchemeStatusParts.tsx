import { Button, Tag } from 'antd';
import { CreditCardOutlined, FileSearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { Scheme } from '@portal/contracts/shapes';
import { schemeName, useMemberTexts, type MemberTexts } from '../../i18n/member';
import type { SchemeStatus } from '../../lib/scheme-status';

const BADGE_KEYS = {
  'No Dues': 'schemeStatus.noDues',
  Overdue: 'schemeStatus.overdue',
  Pending: 'schemeStatus.pending',
} as const;

/** The status's line ('Paid on 05/11/2026') in the shown language. */
export const schemeStatusMessage = (t: MemberTexts, status: SchemeStatus): string =>
  t(`schemeStatus.${status.messageKey}`, { date: status.date });

/** 'No Dues' green, 'Overdue' red, 'Pending' yellow (spec part 2 §4). */
export function SchemeStatusBadge({ status }: { status: SchemeStatus }) {
  const t = useMemberTexts();
  return (
    <Tag color={status.tone} className="status-tag">
      {t(BADGE_KEYS[status.badge])}
    </Tag>
  );
}

/**
 * Spec part 2 §4: 'View Payment Details' when the newest record is paid (opens the Payments tab on that
 * scheme), else 'Make Payment' (Make Payment with the scheme chosen).
 */
export function SchemeStatusAction({
  scheme,
  status,
  onDetails,
  block = false,
}: {
  scheme: Scheme;
  status: SchemeStatus;
  onDetails: (scheme: Scheme) => void;
  block?: boolean;
}) {
  const t = useMemberTexts();
  const navigate = useNavigate();
  const name = schemeName(t, scheme);
  if (status.action === 'details') {
    return (
      <Button
        icon={<FileSearchOutlined />}
        block={block}
        onClick={() => onDetails(scheme)}
        aria-description={t('schemePayments.detailsFor', { scheme: name })}
      >
        {t('schemePayments.details')}
      </Button>
    );
  }
  return (
    <Button
      type="primary"
      icon={<CreditCardOutlined />}
      block={block}
      onClick={() => navigate(`/make-payment?scheme=${scheme}`)}
      aria-description={t('schemePayments.payFor', { scheme: name })}
    >
      {t('schemePayments.pay')}
    </Button>
  );
}
