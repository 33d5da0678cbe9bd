/** Why a download failed: the HTTP status the gateway answered (0: no answer). */
export class DownloadError extends Error {
  constructor(readonly status: number) {
    super(`download failed with status ${status}`);
  }
}

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="([^"]+)"/);
  return match?.[1] ?? fallback;
}

/**
 * Fetches a file the gateway produces on demand and hands it to the browser as a download, so
 * that the page can show that the file is being prepared and report a refusal in place.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new DownloadError(0);
  }
  if (!res.ok) throw new DownloadError(res.status);
  const blob = await res.blob();
  const name = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start saving before the blob goes.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return name;
}
