import type { Db } from './client.ts';

export interface NewReview {
  IDArt: number;
  username: string;
  name: string;
  mail: string;
  message: string;
  rating: number;
}

export async function addReview(db: Db, company: number, review: NewReview): Promise<void> {
  await db.query(
    'insert into reviews (company, "IDArt", username, name, mail, message, rating) values ($1, $2, $3, $4, $5, $6, $7)',
    [company, review.IDArt, review.username, review.name, review.mail, review.message, review.rating],
  );
}

export async function reviewsOf(db: Db, company: number, idArt: number) {
  return db.query<{ name: string; mail: string; message: string; rating: number }>(
    'select name, mail, message, rating from reviews where company = $1 and "IDArt" = $2 order by id',
    [company, idArt],
  );
}

/** The newest reviews of each of several articles, at most `limit` per article, newest first. */
export async function latestReviewsOf(db: Db, company: number, idArts: readonly number[], limit: number) {
  return db.query<{ IDArt: number; name: string; message: string; rating: number; created_at: Date | string }>(
    `select "IDArt", name, message, rating, created_at from (
       select "IDArt", name, message, rating, created_at, id,
              row_number() over (partition by "IDArt" order by created_at desc, id desc) as n
       from reviews where company = $1 and "IDArt" = any($2::int[])
     ) ranked where n <= $3 order by "IDArt", created_at desc, id desc`,
    [company, [...idArts], limit],
  );
}
