import type { Db } from './client.ts';

/** Records a notify-when-available request; asking twice keeps one request. */
export async function addPromemoria(db: Db, company: number, idArt: number, idCli: number, idDetCliRef: number): Promise<void> {
  await db.query(
    `insert into promemoria_requests (company, "IDArt", "IDCli", "IdDetCliRef") values ($1, $2, $3, $4)
     on conflict (company, "IDArt", "IdDetCliRef") do update set created_at = now()`,
    [company, idArt, idCli, idDetCliRef],
  );
}

export async function promemoriaCount(db: Db, company: number, idArt: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from promemoria_requests where company = $1 and "IDArt" = $2',
    [company, idArt],
  );
  return row?.n ?? 0;
}
