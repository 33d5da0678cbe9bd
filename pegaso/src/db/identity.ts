import type { Db } from './client.ts';

/** The fields a user may change on their own account (TipoCambio 1); everything else is the ERP's. */
export const EDITABLE_USER_FIELDS = ['Nom', 'Cog', 'EMail', 'SitWeb', 'Tel', 'Cel'] as const;
export type EditableUserFields = Record<(typeof EDITABLE_USER_FIELDS)[number], string>;

export async function updateEditableFields(db: Db, company: number, username: string, values: EditableUserFields): Promise<void> {
  await db.query(
    `update users set "Nom" = $3, "Cog" = $4, "EMail" = $5, "SitWeb" = $6, "Tel" = $7, "Cel" = $8
     where company = $1 and username = $2`,
    [company, username, values.Nom, values.Cog, values.EMail, values.SitWeb, values.Tel, values.Cel],
  );
}

export async function setPasswordHashOfUser(db: Db, company: number, username: string, hash: string): Promise<void> {
  await db.query('update users set password_hash = $3 where company = $1 and username = $2', [company, username, hash]);
}

/** The user names whose password changed (none when no user has this reference id). */
export async function setPasswordHashOfReference(db: Db, company: number, idDetCliRef: number, hash: string): Promise<string[]> {
  const rows = await db.query<{ username: string }>(
    'update users set password_hash = $3 where company = $1 and "IdDetCliRef" = $2 returning username',
    [company, idDetCliRef, hash],
  );
  return rows.map((r) => r.username);
}

/** The reference id of the user with this email (the first, if several share it), else 0. */
export async function referenceOfEmail(db: Db, company: number, email: string): Promise<number> {
  if (!email) return 0;
  const [row] = await db.query<{ ref: number }>(
    'select "IdDetCliRef" as ref from users where company = $1 and lower("EMail") = lower($2) order by "IdDetCliRef" limit 1',
    [company, email.trim()],
  );
  return row?.ref ?? 0;
}

export async function userOfReference(db: Db, company: number, idDetCliRef: number) {
  const [row] = await db.query<{ username: string; EMail: string; Nom: string }>(
    'select username, "EMail", "Nom" from users where company = $1 and "IdDetCliRef" = $2 order by username limit 1',
    [company, idDetCliRef],
  );
  return row ?? null;
}

/** Stores the photo and makes it the user's WebImage; older photos of the user are dropped. */
export async function savePhoto(
  db: Db,
  company: number,
  photo: { idDetCliRef: number; name: string; contentType: string; data: Buffer },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('delete from user_photos where company = $1 and "IdDetCliRef" = $2', [company, photo.idDetCliRef]);
    await tx.query(
      'insert into user_photos (company, name, "IdDetCliRef", content_type, data) values ($1, $2, $3, $4, $5)',
      [company, photo.name, photo.idDetCliRef, photo.contentType, photo.data],
    );
    await tx.query('update users set "WebImage" = $3 where company = $1 and "IdDetCliRef" = $2', [
      company,
      photo.idDetCliRef,
      photo.name,
    ]);
  });
}

export async function photoNamed(db: Db, company: number, name: string) {
  const [row] = await db.query<{ content_type: string; data: Uint8Array }>(
    'select content_type, data from user_photos where company = $1 and name = $2',
    [company, name],
  );
  return row ? { contentType: row.content_type, data: Buffer.from(row.data) } : null;
}

export const REGISTRATION_FIELDS = [
  'RagSoc', 'CodFis', 'ParIva', 'CodDes', 'EMailPec', 'IndSedLeg', 'LocSedLeg', 'ProSedLeg', 'CapSedLeg',
  'IndSedOpe', 'LocSedOpe', 'ProSedOpe', 'CapSedOpe', 'Nom', 'Cog', 'EMail', 'SitWeb', 'Tel', 'Cel',
] as const;
export type Registration = Record<(typeof REGISTRATION_FIELDS)[number], string>;

/** A registration waits for the company's approval (status IN_ATTESA). */
export async function insertRegistration(db: Db, company: number, r: Registration): Promise<number> {
  const columns = REGISTRATION_FIELDS.map((f) => `"${f}"`).join(', ');
  const params = REGISTRATION_FIELDS.map((_f, i) => `$${i + 2}`).join(', ');
  const [row] = await db.query<{ id: number }>(
    `insert into registrations (company, ${columns}) values ($1, ${params}) returning id`,
    [company, ...REGISTRATION_FIELDS.map((f) => r[f])],
  );
  return row?.id ?? 0;
}

export interface ContactMessage {
  Nome: string;
  EMail: string;
  Oggetto: string;
  Messaggio: string;
}

export async function insertContactMessage(db: Db, company: number, m: ContactMessage): Promise<void> {
  await db.query('insert into contact_messages (company, "Nome", "EMail", "Oggetto", "Messaggio") values ($1, $2, $3, $4, $5)', [
    company,
    m.Nome,
    m.EMail,
    m.Oggetto,
    m.Messaggio,
  ]);
}
