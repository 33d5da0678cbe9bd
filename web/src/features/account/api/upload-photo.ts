import type { FieldRefusal } from '../../../lib/form-refusals';

export interface PhotoUploadResult {
  message: string | null;
  photoUrl: string | null;
  userErrors: FieldRefusal[];
}

/**
 * Sends the chosen file's bytes to the gateway, which checks, resizes and cleans it before the
 * ERP stores it. A plain request: a picture is too large for a GraphQL document.
 */
export async function uploadPhoto(file: File): Promise<PhotoUploadResult> {
  const res = await fetch('/account/photo', {
    method: 'POST',
    credentials: 'same-origin',
    // The gateway reads the type from the bytes, never from the name or the declared type.
    headers: { 'content-type': 'application/octet-stream' },
    body: file,
  });
  if (res.status === 413 || res.ok) return (await res.json()) as PhotoUploadResult;
  throw new Error(`photo upload answered ${res.status}`);
}
