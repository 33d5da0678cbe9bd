import { describe, expect, it } from 'vitest';
import { pictureOf } from './pictures.ts';

describe('pictureOf', () => {
  it.each([
    ['an upload of the reference upstream', 'http://127.0.0.1:8090/1/pegasoCloud/files/1763900000000.png', '/media/cloud/1763900000000.png'],
    ['a demo picture (relative link)', 'pegasoCloud/files/17000000000011.svg', '/media/cloud/17000000000011.svg'],
    ['an https picture elsewhere', 'https://cdn.example.com/b.png', 'https://cdn.example.com/b.png'],
    ['plain http elsewhere', 'http://cdn.example.com/b.png', null],
    ['a javascript: URL', 'javascript:alert(1)', null],
    ['a path escaping the folder', 'pegasoCloud/files/../secret', null],
    ['a dot name', 'pegasoCloud/files/..', null],
    ['nothing', '', null],
  ])('%s', (_name, file, url) => {
    expect(pictureOf(file)?.url ?? null).toBe(url);
  });
});
