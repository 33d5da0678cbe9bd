import type { Product } from '../catalogue/product.ts';
import { generateProduct } from './catalogue.ts';
import type { Random } from './random.ts';

export interface Article {
  IDArt: number;
  code: string;
  name: string;
  price: number;
  image: string;
}

/** A product's orderable articles: sizes not excluded from the web, or the product without sizes. */
function articlesOf(p: Product): Article[] {
  const articles = p.variation.length
    ? p.variation.flatMap((v) =>
        v.size
          .filter((s) => s.flgNoWeb === 0)
          .map((s) => ({
            IDArt: s.IDArtSizeColor,
            code: s.skuSizeColor,
            name: `${p.name} ${v.color.replace(/^[^-]*-/, '')} ${s.name}`,
            price: s.priceNoSco,
            image: v.image[0] ?? p.image[0] ?? '',
          })),
      )
    : [{ IDArt: p.id, code: p.sku, name: p.name, price: p.price, image: p.image[0] ?? '' }];
  return articles.filter((a) => a.price > 0);
}

/**
 * The catalogue's orderable articles as one list, in catalogue order, without holding it: only
 * how many each product has is kept as the products go by (a batch at a time), and an article
 * drawn for a document is rebuilt from its product, which the generator gives back identical.
 * At 100,000 products the list itself would be some 2.5 million objects.
 */
export class OrderableArticles {
  private readonly productIds: number[] = [];
  /** Index one past the last article of each product in `productIds`. */
  private readonly ends: number[] = [];
  private readonly kept = new Map<number, Article>();

  /** `keep`: articles to remember by id as they go by, for `byId`. */
  constructor(
    private readonly company: number,
    private readonly keep: readonly number[] = [],
  ) {}

  get length(): number {
    return this.ends[this.ends.length - 1] ?? 0;
  }

  add(products: readonly Product[]): void {
    for (const product of products) {
      const articles = articlesOf(product);
      if (articles.length === 0) continue;
      this.productIds.push(product.id);
      this.ends.push(this.length + articles.length);
      for (const article of articles) {
        if (this.keep.includes(article.IDArt) && !this.kept.has(article.IDArt)) this.kept.set(article.IDArt, article);
      }
    }
  }

  /** The first article with this id, among those the constructor was asked to keep. */
  byId(id: number): Article | undefined {
    return this.kept.get(id);
  }

  /** One article drawn at random, as `rng.pick` on the whole list would draw it. */
  pick(rng: Random): Article {
    return this.at(Math.floor(rng.float() * this.length));
  }

  at(index: number): Article {
    let low = 0;
    let high = this.ends.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.ends[middle] as number) > index) high = middle;
      else low = middle + 1;
    }
    const start = low > 0 ? (this.ends[low - 1] as number) : 0;
    const article = articlesOf(generateProduct(this.company, this.productIds[low] as number).product)[index - start];
    if (!article) throw new Error(`no orderable article ${index}`);
    return article;
  }
}
