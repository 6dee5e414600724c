import { Button, Tag } from 'antd';
import { CreditCardOutlined, FileSearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { SchemeLabels, type Scheme } from '@portal/contracts/shapes';
import type { SchemeStatus } from '../../lib/scheme-status';

/** 'No Dues' green, 'Overdue' red, 'Pending' yellow (spec part 2 §4). */
export function SchemeStatusBadge({ status }: { status: SchemeStatus }) {
  return (
    <Tag color={status.tone} className="status-tag">
      {status.badge}
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
  const navigate = useNavigate();
  if (status.action === 'details') {
    return (
      <Button
        icon={<FileSearchOutlined />}
        block={block}
        onClick={() => onDetails(scheme)}
        aria-description={`${SchemeLabels[scheme]} payments`}
      >
        View Payment Details
      </Button>
    );
  }
  return (
    <Button
      type="primary"
      icon={<CreditCardOutlined />}
      block={block}
      onClick={() => navigate(`/make-payment?scheme=${scheme}`)}
      aria-description={`${SchemeLabels[scheme]} payment`}
    >
      Make Payment
    </Button>
  );
}
