import { fileTypeFromBuffer } from 'file-type';
import { ACCOUNT_MESSAGES as M } from '../domain/account-messages.ts';

/** Largest picture accepted from the browser (phones take 3-6 MB photos). */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/** Side of the square the profile photo is fitted into. */
export const PHOTO_SIDE = 512;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

export type PreparedPhoto =
  | { ok: true; base64: string; extension: 'jpg' }
  | { ok: false; code: 'INVALID_PHOTO' | 'PHOTO_TOO_LARGE'; message: string };

/**
 * A profile photo as it goes to the ERP: JPEG, PNG or WebP recognised by its bytes (not its
 * name), turned upright, fitted into 512 px, re-encoded as JPEG and so stripped of every
 * metadata (EXIF with the GPS position, ICC, XMP), then base64 without the data-URL prefix.
 */
export async function preparePhoto(bytes: Buffer): Promise<PreparedPhoto> {
  if (bytes.length > MAX_PHOTO_BYTES) return { ok: false, code: 'PHOTO_TOO_LARGE', message: M.photoTooLarge(MAX_PHOTO_BYTES / 1024 / 1024) };
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) return { ok: false, code: 'INVALID_PHOTO', message: M.invalidPhoto };
  // Loaded on the first photo (some 28 MB resident), not with every gateway.
  const { default: sharp } = await import('sharp');
  try {
    const out = await sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return { ok: true, base64: out.toString('base64'), extension: 'jpg' };
  } catch {
    // Declared a picture by its first bytes, but not decodable: refused like any other non-picture.
    return { ok: false, code: 'INVALID_PHOTO', message: M.invalidPhoto };
  }
}
