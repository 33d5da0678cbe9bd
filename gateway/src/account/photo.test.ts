import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { preparePhoto } from './photo.ts';

const picture = (format: 'jpeg' | 'png' | 'webp', width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .withExif({ IFD0: { Copyright: 'Mario Rossi', ImageDescription: 'Napoli 40.85N 14.26E' } })
    .toFormat(format)
    .toBuffer();

describe('profile photo preparation', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('%s is resized into 512 px, re-encoded as JPEG without metadata', async (format) => {
    const input = await picture(format);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const prepared = await preparePhoto(input);
    if (!prepared.ok) throw new Error(prepared.message);
    expect(prepared.base64.startsWith('data:')).toBe(false);
    const out = Buffer.from(prepared.base64, 'base64');
    const meta = await sharp(out).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
      format: 'jpeg',
      width: 512,
      height: 341,
      exif: undefined,
    });
  });

  it('keeps a small picture small', async () => {
    const prepared = await preparePhoto(await picture('png', 100, 100));
    expect(prepared.ok && (await sharp(Buffer.from(prepared.base64, 'base64')).metadata()).width).toBe(100);
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'INVALID_PHOTO'],
    ['a PDF named like a picture', Buffer.from('%PDF-1.4\n%âãÏÓ\n'), 'INVALID_PHOTO'],
    ['a truncated JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]), 'INVALID_PHOTO'],
    ['more than 8 MB', Buffer.alloc(8 * 1024 * 1024 + 1), 'PHOTO_TOO_LARGE'],
  ])('refuses %s', async (_name, bytes, code) => {
    const prepared = await preparePhoto(bytes);
    expect(prepared.ok ? 'accepted' : prepared.code).toBe(code);
  });
});
