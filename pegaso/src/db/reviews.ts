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
