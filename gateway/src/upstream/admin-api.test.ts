import { describe, expect, it } from 'vitest';
import { toStoredLayout } from './admin-api.ts';
import { homePagesReplySchema } from './replies/admin.ts';

describe('homepage layouts in the ERP shape', () => {
  it('writes grid blocks with lower-case cell types, url, bannerIndex and id', () => {
    const stored = toStoredLayout([
      { rows: 1, cols: 2, cells: [{ type: 'ARTICLE', width: 50, articleId: '7' }, { type: 'CAROUSEL', width: 0, bannerId: '1700000000002' }] },
    ]);
    expect(stored).toEqual([
      {
        type: 'grid', rows: 1, cols: 2,
        cells: [
          { type: 'article', width: 50, url: '', link: '', content: '', bannerIndex: '', id: '7' },
          { type: 'carousel', width: 0, url: '', link: '', content: '', bannerIndex: '1700000000002', id: '' },
        ],
      },
    ]);
  });

  it('reads an unreadable stored layout as none instead of failing the home', () => {
    const reply = homePagesReplySchema.parse({ errore: false, data: { homepage: 'garbage', homepageNoLog: [{ rows: '2', cols: 1, cells: null }] } });
    expect(reply.data.homepage).toBeNull();
    expect(reply.data.homepageNoLog).toEqual([{ type: 'grid', rows: 2, cols: 1, cells: [] }]);
  });
});
