import { useEffect, useRef, useState } from 'react';
import { Button, Form, Input, Modal, Progress, Select } from 'antd';
import {
  CheckCircleFilled,
  CloseOutlined,
  CloudUploadOutlined,
  PictureOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { contentFailureText, refreshGallery, uploadGalleryItem, type ContentEvent } from '../../api/content';
import { useToast } from '../../components/use-toast';
import { useAdminGalleryTexts } from '../../i18n/admin-gallery';
import { formatFileSize } from '../../lib/format';
import { GALLERY_ACCEPT, mediaKindOf, mediaMessageText, mediaProblem, titleFromFileName } from './media-checks';
import '../../components/list-widgets.css';

type EntryState = 'ready' | 'refused' | 'uploading' | 'done' | 'failed';

interface UploadEntry {
  key: number;
  file: File;
  state: EntryState;
  progress: number;
  /** Why the file was refused before sending, or why the server refused it. */
  message: string | null;
}

interface UploadMediaDialogProps {
  open: boolean;
  events: ContentEvent[];
  /** The event the gallery is filtered on: new media goes there unless another is chosen. */
  defaultEventId?: string;
  onClose: () => void;
}

/** Upload Media: several photos and videos at once, each checked before sending and with its own progress bar. */
export function UploadMediaDialog({ open, events, defaultEventId, onClose }: UploadMediaDialogProps) {
  const t = useAdminGalleryTexts();
  return (
    <Modal open={open} title={t('upload.title')} onCancel={onClose} footer={null} width={640} destroyOnHidden>
      <UploadMediaForm events={events} defaultEventId={defaultEventId} onClose={onClose} />
    </Modal>
  );
}

let nextKey = 1;

function UploadMediaForm({ events, defaultEventId, onClose }: Omit<UploadMediaDialogProps, 'open'>) {
  const t = useAdminGalleryTexts();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [eventId, setEventId] = useState<string | undefined>(defaultEventId);
  const [uploading, setUploading] = useState(false);
  const aborter = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();

  // Closing the dialog stops what is still being sent.
  useEffect(() => () => aborter.current?.abort(), []);

  const patch = (key: number, change: Partial<UploadEntry>) =>
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  const choose = (files: FileList | null) => {
    const chosen = Array.from(files ?? []).map((file): UploadEntry => {
      const problem = mediaProblem(file);
      return { key: nextKey++, file, state: problem ? 'refused' : 'ready', progress: 0, message: problem };
    });
    setEntries((list) => [...list, ...chosen]);
  };

  const onUpload = async () => {
    const toSend = entries.filter((entry) => entry.state === 'ready' || entry.state === 'failed');
    if (toSend.length === 0) {
      toast.error(t('rules.mediaMissing'));
      return;
    }
    const controller = new AbortController();
    aborter.current = controller;
    setUploading(true);
    let failed = 0;
    // One at a time: each file gets the whole connection, and a refusal does not stop the rest.
    for (const entry of toSend) {
      if (controller.signal.aborted) break;
      patch(entry.key, { state: 'uploading', progress: 0, message: null });
      try {
        await uploadGalleryItem(
          {
            file: entry.file,
            title: title.trim() || titleFromFileName(entry.file.name),
            description,
            eventId,
          },
          { onProgress: (progress) => patch(entry.key, { progress }), signal: controller.signal },
        );
        patch(entry.key, { state: 'done', progress: 100 });
      } catch (err) {
        if (controller.signal.aborted) break;
        failed += 1;
        patch(entry.key, { state: 'failed', message: contentFailureText(err, t('upload.failed')) });
      }
    }
    // What did arrive shows in the grid, even when the admin closed the dialog part way.
    void refreshGallery(queryClient);
    if (controller.signal.aborted) return;
    aborter.current = null;
    setUploading(false);
    const sent = toSend.length - failed;
    if (failed === 0) {
      toast.success(t('upload.uploaded', { count: sent }));
      onClose();
    } else {
      toast.error(t('upload.failed'), t('upload.someFailed', { failed, total: toSend.length }));
    }
  };

  const eventOptions = events.map((event) => ({ value: event.id, label: event.title }));
  const canSend = entries.some((entry) => entry.state === 'ready' || entry.state === 'failed');

  return (
    <Form layout="vertical" onFinish={onUpload}>
      <label className="upload-picker">
        <CloudUploadOutlined aria-hidden /> {t('upload.choose')}
        <span className="muted small" style={{ display: 'block' }}>
          {t('upload.limits')}
        </span>
        <input
          type="file"
          multiple
          accept={GALLERY_ACCEPT}
          aria-label={t('upload.files')}
          disabled={uploading}
          onChange={(event) => {
            choose(event.target.files);
            // Cleared so choosing the same files again still fires a change.
            event.target.value = '';
          }}
        />
      </label>
      {entries.length ? (
        <ul className="upload-list" aria-label={t('upload.list')}>
          {entries.map((entry) => (
            <UploadRow
              key={entry.key}
              entry={entry}
              disabled={uploading}
              onRemove={() => setEntries((list) => list.filter((e) => e.key !== entry.key))}
            />
          ))}
        </ul>
      ) : null}
      <Form.Item
        label={t('upload.mediaTitle')}
        htmlFor="media-title"
        style={{ marginTop: 16 }}
        extra={t('upload.titleHint')}
      >
        <Input id="media-title" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
      </Form.Item>
      <Form.Item label={t('upload.description')} htmlFor="media-description">
        <Input.TextArea
          id="media-description"
          rows={2}
          maxLength={2000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Form.Item>
      <Form.Item label={t('upload.event')} htmlFor="media-event">
        <Select
          id="media-event"
          allowClear
          placeholder={t('upload.noEvent')}
          value={eventId}
          onChange={(value?: string) => setEventId(value)}
          options={eventOptions}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <div className="dialog-actions">
        <Button onClick={onClose}>{t('upload.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={uploading} disabled={!uploading && !canSend}>
          {uploading ? t('upload.uploading') : t('upload.upload')}
        </Button>
      </div>
    </Form>
  );
}

function UploadRow({ entry, disabled, onRemove }: { entry: UploadEntry; disabled: boolean; onRemove: () => void }) {
  const t = useAdminGalleryTexts();
  const name = entry.file.name;
  const Icon = mediaKindOf(entry.file) === 'video' ? VideoCameraOutlined : PictureOutlined;
  const status = entry.state === 'failed' ? 'exception' : entry.state === 'done' ? 'success' : 'active';
  return (
    <li className="upload-item" aria-label={name}>
      <div className="upload-item-head">
        <Icon aria-hidden />
        <span className="upload-item-name">{name}</span>
        <span className="muted small">{formatFileSize(entry.file.size)}</span>
        {entry.state === 'done' ? (
          <CheckCircleFilled style={{ color: '#16a34a' }} aria-label={t('upload.done')} />
        ) : null}
        {entry.state !== 'uploading' && entry.state !== 'done' ? (
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('upload.remove', { name })}
            disabled={disabled}
            onClick={onRemove}
          />
        ) : null}
      </div>
      {entry.state === 'refused' ? null : (
        <Progress percent={entry.progress} size="small" status={status} aria-label={t('upload.progress', { name })} />
      )}
      {entry.message ? <p className="upload-item-error">{mediaMessageText(t, entry.message)}</p> : null}
    </li>
  );
}
