import type { OfflinePackage } from './offline-package';

export interface DownloadProgress {
  /** Bytes of the package received so far (decoded: the browser undoes the compression). */
  received: number;
  /** The package's decoded size as the gateway announced it (X-Package-Bytes), if it did. */
  total: number | null;
}

export class PackageDownloadError extends Error {
  constructor(readonly status: number) {
    super(`offline package: HTTP ${status}`);
  }
}

/**
 * Downloads one customer's package, reporting progress as the body arrives. Returns the package
 * and its JSON text's size (what the device stores).
 */
export async function downloadPackage(
  customerId: string,
  onProgress: (p: DownloadProgress) => void,
): Promise<{ pkg: OfflinePackage; bytes: number }> {
  const res = await fetch(`/offline/package?customerId=${encodeURIComponent(customerId)}`, { credentials: 'same-origin' });
  if (!res.ok || !res.body) throw new PackageDownloadError(res.status);
  const length = Number(res.headers.get('x-package-bytes'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  const text = await new Blob(chunks as BlobPart[]).text();
  return { pkg: JSON.parse(text) as OfflinePackage, bytes: new TextEncoder().encode(text).byteLength };
}
