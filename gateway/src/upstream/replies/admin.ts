import { z } from 'zod';
import { errore, flag01, jsonText, num, text } from '../fields.ts';

// Replies of the back-office calls: pickup administration (pegaso/*), home banners and homepage
// layouts (siteadmin/*), and the cloud file upload (pegasoCloud/api/upload).

const list = <S extends z.ZodType>(item: S) => z.preprocess((v) => (v === null || v === undefined ? [] : v), z.array(item));

export const pickupAdminReplySchema = z
  .object({
    Errore: errore().default(''),
    Date: list(z.object({ DataRitiroDisabilitata: text() }).loose()),
    NumSlot: num(),
    DateAbilitate: list(z.object({ Data: text(), NumRit: num() }).loose()),
  })
  .loose();

export const erroreReplySchema = z.object({ Errore: errore().default('') }).loose();

/** siteadmin replies: `errore` may be a boolean or 0/1, `errorDescription` a text. */
const siteadminBase = { errore: flag01().default(false), errorDescription: text().default('') };

export const storedSlideSchema = z
  .object({
    image: text().default(''),
    imageX: text().default(''),
    headImage: text().default(''),
    title: text().default(''),
    link: text().default(''),
    url: text().default(''),
    buttonCaption: text().default(''),
  })
  .loose();

export const storedBannerSchema = z
  .object({
    timeStamp: text(),
    bannerType: num(),
    bannerName: text().default(''),
    // Carried as JSON text; malformed text counts as no slides rather than failing the list.
    bannerImageScroll: jsonText(z.array(storedSlideSchema).catch([]), []),
    defaultBanner: flag01().default(false),
    defaultBannerNoLog: flag01().default(false),
  })
  .loose();

export const bannersReplySchema = z.object({ ...siteadminBase, data: list(storedBannerSchema) }).loose();
export const bannerSaveReplySchema = z.object({ ...siteadminBase, data: storedBannerSchema.optional() }).loose();
export const siteadminSimpleReplySchema = z.object(siteadminBase).loose();

export const storedCellSchema = z
  .object({
    type: text(),
    width: num(),
    url: text().default(''),
    link: text().default(''),
    content: text().default(''),
    bannerIndex: text().default(''),
    id: text().default(''),
  })
  .loose();

export const storedBlockSchema = z
  .object({ type: text().default('grid'), rows: num(1), cols: num(1), cells: list(storedCellSchema) })
  .loose();

/** A stored layout the gateway cannot read is treated as no layout, not as a failed home page. */
const layout = z.preprocess((v) => (v === null || v === undefined ? null : v), z.array(storedBlockSchema).nullable().catch(null));

export const homePagesReplySchema = z
  .object({ ...siteadminBase, data: z.object({ homepage: layout, homepageNoLog: layout }).loose() })
  .loose();

export const uploadReplySchema = z.object({ esito: text(), linkFile: text().default('') }).loose();

export type StoredBanner = z.output<typeof storedBannerSchema>;
export type StoredBlock = z.output<typeof storedBlockSchema>;
