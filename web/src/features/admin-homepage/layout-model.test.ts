import { describe, expect, it } from 'vitest';
import { emptyBlock, exportJson, importJson, type BlockDraft } from './layout-model';

const url = (file: string) => `/media/cloud/${file.split('/').pop() ?? ''}`;

describe('page_structure.json', () => {
  const blocks: BlockDraft[] = [
    {
      key: 'x',
      rows: 1,
      cols: 2,
      cells: [
        { type: 'TEXT', width: 40, image: null, link: '', content: '<p>Ciao</p>', bannerId: '', articleId: '' },
        { type: 'ARTICLE', width: 60, image: null, link: '', content: '', bannerId: '', articleId: '12' },
      ],
    },
    { key: 'y', rows: 1, cols: 1, cells: [{ type: 'IMAGE', width: 0, image: { file: 'pegasoCloud/files/1.png', url: '/media/cloud/1.png' }, link: '/shop-grid-full-width', content: '', bannerId: '', articleId: '' }] },
  ];

  it("writes the original's shape and reads it back unchanged", () => {
    const json = exportJson(blocks);
    expect(JSON.parse(json)[0]).toMatchObject({ type: 'grid', cols: 2, cells: [{ type: 'text', width: 40 }, { type: 'article', id: '12' }] });
    const back = importJson(json, url);
    expect(back?.map(({ key: _k, ...b }) => b)).toEqual(blocks.map(({ key: _k, ...b }) => b));
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object instead of a list', '{"type":"grid"}'],
    ['a list of numbers', '[1, 2]'],
  ])('refuses %s', (_name, text) => {
    expect(importJson(text, url)).toBeNull();
  });
});

describe('emptyBlock', () => {
  it('has one empty cell per row and column', () => {
    expect(emptyBlock(3, 2).cells).toHaveLength(6);
    expect(emptyBlock(2).cells.every((c) => c.type === 'TEXT' && c.width === 0 && c.content === '')).toBe(true);
  });
});
