import { fileTypeFromBuffer } from 'file-type';
import type { RequestContext } from '../context/request-context.ts';
import { UPLOAD_MESSAGES } from '../domain/admin-messages.ts';
import { requireAdmin } from './admin-guard.ts';
import { audit } from './audit-trail.ts';
import { pictureOf, type Picture } from './pictures.ts';

export const MAX_IMAGE_BYTES = 600 * 1024;
/** Raster formats only: SVG is text that may carry script, so it is refused like any non-image. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export interface UploadResult {
  image: Picture | null;
  userErrors: Array<{ field: string[]; code: 'UPLOAD_NOT_IMAGE' | 'UPLOAD_TOO_LARGE' | 'UPLOAD_FAILED'; message: string }>;
}

const refuse = (code: UploadResult['userErrors'][number]['code'], message: string): UploadResult => ({
  image: null,
  userErrors: [{ field: ['input', 'contentBase64'], code, message }],
});

/**
 * An image for a banner or the homepage: recognised by its content (the name and the browser's
 * type are not trusted), bounded in size, then stored by the cloud upload under a name of ours
 * (timestamp plus the detected extension).
 */
export async function uploadImage(ctx: RequestContext, input: { fileName: string; contentBase64: string }): Promise<UploadResult> {
  const who = requireAdmin(ctx, 'BANNERS');
  const base64 = input.contentBase64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  // Checked before decoding so that an oversized text is never expanded in memory.
  if (base64.length > Math.ceil(MAX_IMAGE_BYTES / 3) * 4) return refuse('UPLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
  if (!base64 || base64.length % 4 !== 0 || !BASE64.test(base64)) return refuse('UPLOAD_NOT_IMAGE', UPLOAD_MESSAGES.notAnImage);
  const bytes = Buffer.from(base64, 'base64');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !IMAGE_TYPES.has(detected.mime)) return refuse('UPLOAD_NOT_IMAGE', UPLOAD_MESSAGES.notAnImage);
  const name = `${Date.now()}.${detected.ext}`;
  let link: string | null;
  try {
    const stored = await ctx.tenant.erp.admin.upload(base64, name);
    link = stored.ok ? stored.value : null;
  } catch (err) {
    ctx.log.warn({ err }, 'cloud upload failed');
    link = null;
  }
  const picture = pictureOf(link);
  if (!picture) return refuse('UPLOAD_FAILED', UPLOAD_MESSAGES.failed);
  await audit(ctx, who, {
    action: 'IMAGE_UPLOAD',
    target: name,
    before: null,
    after: { file: picture.file, originalName: input.fileName.slice(0, 200), bytes: bytes.length, type: detected.mime },
  });
  return { image: picture, userErrors: [] };
}
