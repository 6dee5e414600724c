import { useState } from 'react';
import { parseApiError } from '../../api/client';
import {
  useRemoveMemberFileMutation,
  useUploadMemberFileMutation,
  type Member,
  type MemberFileKind,
} from '../../api/members';
import { useToast } from '../../components/use-toast';
import { useAdminMemberDetailTexts, type AdminMemberDetailTexts } from '../../i18n/admin-member-detail';
import type { FileProblem } from './file-checks';

interface MemberFileFormOptions {
  member: Member;
  kind: MemberFileKind;
  /** The spec's client-side checks for this kind of file (size, type). */
  check: (file: File, t: AdminMemberDetailTexts) => FileProblem | null;
  messages: {
    choose: string;
    uploaded: [title: string, description?: string];
    removeConfirm: string;
    removed: string;
  };
  /** What happens after a successful upload or removal (close the dialog, or clear the picker). */
  afterChange: () => void;
}

/** The state and actions shared by the photo and ID-card dialogs: choose, check, upload, remove. */
export function useMemberFileForm({ member, kind, check, messages, afterChange }: MemberFileFormOptions) {
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadMemberFileMutation();
  const remove = useRemoveMemberFileMutation();
  const toast = useToast();
  const t = useAdminMemberDetailTexts();

  const choose = (chosen: File | null) => {
    const problem = chosen ? check(chosen, t) : null;
    if (problem) {
      toast.error(problem.title, problem.description);
      return;
    }
    setFile(chosen);
  };

  const onUpload = async () => {
    if (!file) {
      toast.error(t('files.noFile'), messages.choose);
      return;
    }
    try {
      await upload.mutateAsync({ id: member.id, kind, file });
      toast.success(...messages.uploaded);
      setFile(null);
      afterChange();
    } catch (err) {
      toast.error(t('files.uploadFailed'), parseApiError(err).message);
    }
  };

  const onRemove = async () => {
    if (!window.confirm(messages.removeConfirm)) return;
    try {
      await remove.mutateAsync({ id: member.id, kind });
      toast.success(messages.removed);
      afterChange();
    } catch (err) {
      toast.error(t('files.deleteFailed'), parseApiError(err).message);
    }
  };

  return {
    file,
    choose,
    onUpload,
    onRemove,
    uploading: upload.isPending,
    removing: remove.isPending,
    busy: upload.isPending || remove.isPending,
  };
}
