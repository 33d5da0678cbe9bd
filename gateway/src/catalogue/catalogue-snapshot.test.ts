import { describe, expect, it } from 'vitest';
import { parseProduct } from '../upstream/catalogue-reply.ts';
import { productReplyText } from '../upstream/replies/product-reply.fixtures.ts';
import { SnapshotBuilder } from './catalogue-snapshot.ts';
import { CompactVariation } from './compact-sizes.ts';

/** A product as the upstream sends it in getProducts. */
const text = productReplyText;

const DUE = { id: 2, desWeb: '<p>Due</p>', fullDescription: 'Due' };

/** A product's text handed over as the adapter does: with how to read it. */
const add = (builder: SnapshotBuilder, t: string) => builder.addText(t, () => parseProduct(t));

function build(texts: string[], previous: ReturnType<SnapshotBuilder['finish']> | null = null) {
  const builder = new SnapshotBuilder(previous);
  for (const t of texts) add(builder, t);
  builder.describe(DUE);
  return { snapshot: builder.finish(1), reused: builder.reused };
}

describe('SnapshotBuilder', () => {
  it('reads products from their texts, sizes kept compact, descriptions attached', () => {
    const { snapshot } = build([text(1, 3), text(2, 0)]);
    expect(snapshot.products.map((p) => [p.id, p.variations[0]!.sizes[0]!.stock])).toEqual([[1, 3], [2, 0]]);
    expect(snapshot.products[0]!.variations[0]).toBeInstanceOf(CompactVariation);
    expect(snapshot.byId.get(2)?.fullDescription).toBe('Due');
    expect(snapshot.index.items).toHaveLength(2);
  });

  it('attaches a description that arrives before its product', () => {
    const builder = new SnapshotBuilder();
    add(builder, text(1, 3));
    builder.describe(DUE);
    builder.describe({ id: 1, desWeb: '<p>Uno</p>', fullDescription: 'Uno' });
    add(builder, text(2, 0));
    const snapshot = builder.finish(1);
    expect(snapshot.byId.get(1)?.desWeb).toBe('<p>Uno</p>');
    expect(snapshot.byId.get(2)?.fullDescription).toBe('Due');
  });

  it('changes a kept product’s description when the new reply changes it', () => {
    const first = build([text(1, 3), text(2, 0)]).snapshot;
    const builder = new SnapshotBuilder(first);
    add(builder, text(1, 3));
    add(builder, text(2, 0));
    builder.describe({ ...DUE, fullDescription: 'Due, rivista' });
    const snapshot = builder.finish(2);
    expect(snapshot.byId.get(2)).toBe(first.byId.get(2));
    expect(snapshot.byId.get(2)?.fullDescription).toBe('Due, rivista');
  });

  it('keeps the previous snapshot’s product when its text is unchanged, and reads a changed one anew', () => {
    const first = build([text(1, 3), text(2, 0), text(3, 7)]).snapshot;
    const { snapshot, reused } = build([text(1, 3), text(2, 5), text(3, 7)], first);
    expect(reused).toBe(2);
    expect(snapshot.byId.get(1)).toBe(first.byId.get(1));
    expect(snapshot.byId.get(3)).toBe(first.byId.get(3));
    expect(snapshot.byId.get(2)).not.toBe(first.byId.get(2));
    expect(snapshot.byId.get(2)!.variations[0]!.sizes[0]!.stock).toBe(5);
    expect(first.byId.get(2)!.variations[0]!.sizes[0]!.stock).toBe(0);
  });
});
