import { useState } from 'react';
import { memberCertificateUrl, memberFileExists, memberIdCardUrl } from '../../api/members';
import { useToast } from '../../components/use-toast';

export type MemberFileKind = 'id-card' | 'certificate';

/** Spec part 2 §8 for the ID card; the certificate's wording follows it. */
const MISSING: Record<MemberFileKind, { title: string; text: string }> = {
  'id-card': {
    title: 'No ID Card Available',
    text: "Your ID card hasn't been uploaded yet. Please contact admin for assistance.",
  },
  certificate: {
    title: 'No Certificate Available',
    text: "Your membership certificate isn't available yet. Please contact admin for assistance.",
  },
};

const FAILED: Record<MemberFileKind, string> = {
  'id-card': 'Your ID card could not be opened. Please try again.',
  certificate: 'Your certificate could not be opened. Please try again.',
};

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
  const toast = useToast();
  const [opening, setOpening] = useState<MemberFileKind | null>(null);

  const open = async (kind: MemberFileKind) => {
    const url = kind === 'id-card' ? memberIdCardUrl(memberUuid) : memberCertificateUrl(memberUuid);
    setOpening(kind);
    try {
      if (await memberFileExists(url)) openInNewTab(url);
      else toast.error(MISSING[kind].title, MISSING[kind].text);
    } catch {
      toast.error('Download failed', FAILED[kind]);
    } finally {
      setOpening(null);
    }
  };

  return { open, opening };
}
