import { useState } from 'react';
import { parseApiError } from '../../api/client';
import {
  useRemoveMemberFileMutation,
  useUploadMemberFileMutation,
  type Member,
  type MemberFileKind,
} from '../../api/members';
import { useToast } from '../../components/use-toast';
import type { FileProblem } from './file-checks';

interface MemberFileFormOptions {
  member: Member;
  kind: MemberFileKind;
  /** The spec's client-side checks for this kind of file (size, type). */
  check: (file: File) => FileProblem | null;
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

  const choose = (chosen: File | null) => {
    const problem = chosen ? check(chosen) : null;
    if (problem) {
      toast.error(problem.title, problem.description);
      return;
    }
    setFile(chosen);
  };

  const onUpload = async () => {
    if (!file) {
      toast.error('No file selected', messages.choose);
      return;
    }
    try {
      await upload.mutateAsync({ id: member.id, kind, file });
      toast.success(...messages.uploaded);
      setFile(null);
      afterChange();
    } catch (err) {
      toast.error('Upload failed', parseApiError(err).message);
    }
  };

  const onRemove = async () => {
    if (!window.confirm(messages.removeConfirm)) return;
    try {
      await remove.mutateAsync({ id: member.id, kind });
      toast.success(messages.removed);
      afterChange();
    } catch (err) {
      toast.error('Delete failed', parseApiError(err).message);
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
