import type { MemberUserAnswer } from '@portal/contracts/shapes';
import { throwIfNotOk } from './client';
import { memberIdCardUrl, photoSrc } from './members';

/** What the gateway says of the member's printed ID card without sending it (HEAD: not counted as a download). */
export interface PrintedCardHead {
  contentType: string;
  fileName: string | null;
  /** Changes when the card does: type, size and file name (the gateway sends no validator for it). */
  signature: string;
}

function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/** The member's printed ID card's description, or null when they have none yet (404). */
export async function headPrintedCard(memberUuid: string): Promise<PrintedCardHead | null> {
  const response = await fetch(memberIdCardUrl(memberUuid), { method: 'HEAD', credentials: 'include' });
  if (response.status === 404) return null;
  await throwIfNotOk(response);
  const contentType = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const fileName = fileNameOf(response.headers.get('Content-Disposition'));
  const signature = [contentType, response.headers.get('Content-Length') ?? '', fileName ?? ''].join('|');
  return { contentType, fileName, signature };
}

/** The member's printed ID card (PDF or image, front and back with the QR code), as Download ID Card opens it. */
export async function fetchPrintedCard(memberUuid: string): Promise<Blob> {
  const response = await fetch(memberIdCardUrl(memberUuid), { credentials: 'include' });
  await throwIfNotOk(response);
  return response.blob();
}

/** The member's profile photo, or null when they have none. */
export async function fetchMemberPhoto(member: MemberUserAnswer): Promise<Blob | null> {
  const url = photoSrc(member);
  if (!url) return null;
  const response = await fetch(url, { credentials: 'include' });
  if (response.status === 404) return null;
  await throwIfNotOk(response);
  return response.blob();
}
