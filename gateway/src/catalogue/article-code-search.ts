import { articleIndexOf } from './article-index.ts';
import type { CatalogueSnapshot } from './catalogue-snapshot.ts';

/** One word with letters and digits: what an article code looks like (FE0042-02-M). */
const CODE_LIKE = /^(?=.*\p{L})(?=.*\p{N})\S+$/u;

/**
 * A search text that is an article's code (a size of a colour) reads as its product's code, so
 * that the product comes first. Article codes are not in the search index (a catalogue of
 * 100,000 products has millions): the code index that quick order uses answers, built once per
 * snapshot on first use. Any other text is returned as it came.
 */
export async function productCodeForArticle(snapshot: CatalogueSnapshot, text: string | null | undefined): Promise<string | undefined> {
  const typed = text?.trim();
  if (!typed || !CODE_LIKE.test(typed)) return text ?? undefined;
  const article = (await articleIndexOf(snapshot)).bySizeSku.get(typed.toUpperCase());
  return article && article.product.sku.toUpperCase() !== typed.toUpperCase() ? article.product.sku : text ?? undefined;
}
