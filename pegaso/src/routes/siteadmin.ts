import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allBanners, homePages, saveBanner, saveHomePage, type BannerRecord } from '../db/backoffice.ts';
import { companyOf, type RouteContext } from './context.ts';
import { jsonOrText, parseForm } from './form.ts';

const failure = (errorDescription: string) => ({ errore: true, errorDescription });

const bannerSchema = z
  .object({
    timeStamp: z.union([z.string().regex(/^\d{1,16}$/), z.number().int().positive()]).transform(String),
    bannerType: z.coerce.number().int().min(0).max(9),
    bannerName: z.string().max(200),
    bannerImageScroll: z.string().max(200_000),
    defaultBanner: z.boolean().optional(),
    defaultBannerNoLog: z.boolean().optional(),
  })
  .loose();

const homePageSchema = z.object({
  record: z.array(z.unknown()).max(200),
  isNoLogHomepage: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(false),
});

// `data` arrives as an object (JSON bodies) or as JSON text inside a form field.
const saveBannerForm = z.object({ data: z.preprocess(jsonOrText, z.object({ record: bannerSchema })) });
const saveHomePageForm = z.object({ data: z.preprocess(jsonOrText, homePageSchema) });

/** The site administration calls: home banners and homepage layouts (spec §7). */
export function siteadminRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.post('/siteadmin/getAllHomeBanners', async (request) => {
    const banners = await allBanners(db, companyOf(request));
    return { errore: false, errorDescription: '', data: banners };
  });

  app.post('/siteadmin/saveHomeBanner', async (request) => {
    const form = parseForm(saveBannerForm, request.body);
    if (!form.ok) return failure('Banner non valido');
    const saved = await saveBanner(db, companyOf(request), form.data.data.record as BannerRecord);
    return { errore: false, errorDescription: '', data: saved };
  });

  app.post('/siteadmin/saveHomePage', async (request) => {
    const form = parseForm(saveHomePageForm, request.body);
    if (!form.ok) return failure('Homepage non valida');
    await saveHomePage(db, companyOf(request), form.data.data.isNoLogHomepage, form.data.data.record);
    return { errore: false, errorDescription: '' };
  });

  /** The current layouts, for the home page and the builder (null when never saved). */
  app.post('/siteadmin/getHomePage', async (request) => {
    return { errore: false, errorDescription: '', data: await homePages(db, companyOf(request)) };
  });
}
