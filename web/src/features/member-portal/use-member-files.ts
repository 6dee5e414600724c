import { useState } from 'react';
import { memberCertificateUrl, memberFileExists, memberIdCardUrl } from '../../api/members';
import { useToast } from '../../components/use-toast';
import { useMemberTexts } from '../../i18n/member';

export type MemberFileKind = 'id-card' | 'certificate';

/** Spec part 2 §8 for the ID card; the certificate's wording follows it (the member catalogue's `files`). */
const MISSING = {
  'id-card': { title: 'files.idCardMissingTitle', text: 'files.idCardMissing', failed: 'files.idCardFailed' },
  certificate: {
    title: 'files.certificateMissingTitle',
    text: 'files.certificateMissing',
    failed: 'files.certificateFailed',
  },
} as const;

/** Opens a same-origin file in a new tab; where a pop-up blocker refuses, in this tab instead. */
function openInNewTab(url: string): void {
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  else window.location.assign(url);
}

/**
 * Download ID Card and the certificate (spec part 2 §2): asks first whether the file is there (HEAD), then
 * opens it in a new tab, or tells the member it is not available yet instead of opening a 404 page.
 */
export function useMemberFiles(memberUuid: string) {
  const t = useMemberTexts();
  const toast = useToast();
  const [opening, setOpening] = useState<MemberFileKind | null>(null);

  const open = async (kind: MemberFileKind) => {
    const url = kind === 'id-card' ? memberIdCardUrl(memberUuid) : memberCertificateUrl(memberUuid);
    setOpening(kind);
    try {
      if (await memberFileExists(url)) openInNewTab(url);
      else toast.error(t(MISSING[kind].title), t(MISSING[kind].text));
    } catch {
      toast.error(t('files.failedTitle'), t(MISSING[kind].failed));
    } finally {
      setOpening(null);
    }
  };

  return { open, opening };
}
