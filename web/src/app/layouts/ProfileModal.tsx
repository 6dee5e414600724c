import { Descriptions, Modal } from 'antd';

/** The admin's profile from the account menu: its own chunk, as few open it (antd's Modal is ~9 KiB gzipped). */
export default function ProfileModal({
  open,
  name,
  email,
  onClose,
}: {
  open: boolean;
  name: string;
  email: string | null | undefined;
  onClose: () => void;
}) {
  return (
    <Modal title="Profile" open={open} onCancel={onClose} footer={null}>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Name">{name}</Descriptions.Item>
        <Descriptions.Item label="Email">{email || 'Not set'}</Descriptions.Item>
        <Descriptions.Item label="Role">Administrator</Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
