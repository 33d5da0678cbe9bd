import { describe, expect, it } from 'vitest';
import { pictureOf, storedPicture } from './pictures.ts';

describe('pictureOf', () => {
  it.each([
    ['an upload of the reference upstream', 'http://127.0.0.1:8090/1/pegasoCloud/files/1763900000000.png', '/media/cloud/1763900000000.png'],
    ['a demo picture (relative link)', 'pegasoCloud/files/17000000000011.svg', '/media/cloud/17000000000011.svg'],
    ['the media path sent back by the browser', '/media/cloud/1763900000000.png', '/media/cloud/1763900000000.png'],
    ['an https picture elsewhere', 'https://cdn.example.com/b.png', 'https://cdn.example.com/b.png'],
    ['plain http elsewhere', 'http://cdn.example.com/b.png', null],
    ['a javascript: URL', 'javascript:alert(1)', null],
    ['a path escaping the folder', 'pegasoCloud/files/../secret', null],
    ['a media path escaping the folder', '/media/cloud/../images/x', null],
    ['a dot name', 'pegasoCloud/files/..', null],
    ['nothing', '', null],
  ])('%s', (_name, file, url) => {
    const picture = pictureOf(file);
    expect(picture?.url ?? null).toBe(url);
    // The file the API shows is never the ERP's own address.
    expect(picture?.file ?? null).toBe(url);
  });
});

describe('storedPicture', () => {
  it.each([
    ['the media path', '/media/cloud/1763900000000.png', 'pegasoCloud/files/1763900000000.png'],
    ['an ERP link sent by an older page', 'http://127.0.0.1:8090/1/pegasoCloud/files/1.png', 'pegasoCloud/files/1.png'],
    ['an https picture elsewhere', ' https://cdn.example.com/b.png ', 'https://cdn.example.com/b.png'],
    ['anything else', 'http://cdn.example.com/b.png', null],
    ['nothing', null, null],
  ])('%s', (_name, file, stored) => {
    expect(storedPicture(file)).toBe(stored);
  });
});
