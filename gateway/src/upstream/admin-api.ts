import { bannerKindOf, BANNER_TYPE_NUMBER } from '../domain/banner-record.ts';
import type { HomeCellKind, LayoutBlock } from '../domain/homepage-layout.ts';
import { fromUpstreamDate, toUpstreamDate } from '../domain/pickup-dates.ts';
import type { UpstreamHttp } from './http-client.ts';
import { accepted, refusedBy, type ErpResult } from '../erp/erp-result.ts';
import type { AdminPickupCalendar, BannerModel, HomeLayouts } from '../erp/admin-models.ts';
import {
  bannerSaveReplySchema,
  bannersReplySchema,
  erroreReplySchema,
  homePagesReplySchema,
  pickupAdminReplySchema,
  siteadminSimpleReplySchema,
  uploadReplySchema,
  type StoredBanner,
  type StoredBlock,
} from './replies/admin.ts';
import type { ErpAdmin } from '../erp/erp.ts';

const CELL_TYPES: Record<string, HomeCellKind> = {
  button: 'BUTTON', image: 'IMAGE', text: 'TEXT', carousel: 'CAROUSEL', video: 'VIDEO', article: 'ARTICLE',
};

function safeIso(d: string): string | null {
  try {
    return fromUpstreamDate(d);
  } catch {
    return null;
  }
}

function toBanner(b: StoredBanner): BannerModel {
  const type = bannerKindOf(b.bannerType);
  return {
    timeStamp: b.timeStamp,
    type,
    name: b.bannerName,
    slides: b.bannerImageScroll.map((s, i) => ({
      id: i + 1,
      image: s.image || s.imageX,
      headImage: s.headImage,
      title: s.title,
      link: s.link || s.url,
      buttonCaption: s.buttonCaption,
    })),
    isDefault: b.defaultBanner,
    isDefaultForVisitors: b.defaultBannerNoLog,
  };
}

/** A banner in the shape saveHomeBanner stores (bannerImageScroll as JSON text). */
function toStored(b: BannerModel): Record<string, unknown> {
  const slides = b.slides.map((s) => ({
    id: s.id,
    timeStamp: `${b.timeStamp}${s.id}`,
    image: s.image,
    imageX: s.image,
    headImage: s.headImage,
    nameFile: s.image.split('/').pop() ?? '',
    title: s.title,
    url: s.link,
    link: s.link,
    buttonCaption: s.buttonCaption,
  }));
  return {
    timeStamp: b.timeStamp,
    bannerType: BANNER_TYPE_NUMBER[b.type],
    bannerName: b.name,
    bannerImageScroll: JSON.stringify(slides),
    defaultBanner: b.isDefault,
    defaultBannerNoLog: b.isDefaultForVisitors,
  };
}

function toBlocks(stored: StoredBlock[] | null): LayoutBlock[] | null {
  if (!stored) return null;
  return stored.map((block) => ({
    rows: block.rows,
    cols: block.cols,
    cells: block.cells.flatMap((c) => {
      const type = CELL_TYPES[c.type.toLowerCase()];
      if (!type) return [];
      return [{ type, width: c.width, image: c.url || null, link: c.link || null, content: c.content || null, bannerId: c.bannerIndex || null, articleId: c.id || null }];
    }),
  }));
}

/** The original's layout shape: blocks of type grid, cells with url, link, bannerIndex, content, width, id. */
export function toStoredLayout(blocks: readonly LayoutBlock[]): unknown[] {
  return blocks.map((b) => ({
    type: 'grid',
    rows: b.rows,
    cols: b.cols,
    cells: b.cells.map((c) => ({
      type: c.type.toLowerCase(),
      width: c.width,
      url: c.image ?? '',
      link: c.link ?? '',
      content: c.content ?? '',
      bannerIndex: c.bannerId ?? '',
      id: c.articleId ?? '',
    })),
  }));
}

/** The back-office calls of one company's upstream, in the ERP's terms out and ours back. */
export class AdminApi implements ErpAdmin {
  constructor(private readonly http: UpstreamHttp) {}

  async pickupCalendar(): Promise<AdminPickupCalendar> {
    const r = await this.http.postForm('pegaso/getDateRitiroDisabilitate', {}, pickupAdminReplySchema);
    const disabled = r.Date.flatMap((d) => safeIso(d.DataRitiroDisabilitata) ?? []).sort();
    const enabled = r.DateAbilitate.flatMap((d) => {
      const date = safeIso(d.Data);
      return date ? [{ date, pickups: d.NumRit }] : [];
    });
    return { disabled, enabled: enabled.sort((a, b) => a.date.localeCompare(b.date)), slotsPerDay: r.NumSlot };
  }

  private async change(path: string, fields: Record<string, string | number>): Promise<ErpResult<null>> {
    const { Errore } = await this.http.postForm(path, fields, erroreReplySchema);
    return Errore ? refusedBy(path.replace(/^pegaso\//, ''), Errore) : accepted(null);
  }

  insertDisabledDate = (iso: string) => this.change('pegaso/insertDataRitiroDisabilitata', { data: toUpstreamDate(iso) });
  deleteDisabledDate = (iso: string) => this.change('pegaso/deleteDataRitiroDisabilitata', { data: toUpstreamDate(iso) });
  insertEnabledDate = (iso: string, pickups: number) =>
    this.change('pegaso/insertDataRitiroAbilitate', { data: toUpstreamDate(iso), numRit: pickups });
  deleteEnabledDate = (iso: string) => this.change('pegaso/deleteDataRitiroAbilitata', { data: toUpstreamDate(iso) });
  changeSlotNumber = (n: number) => this.change('pegaso/changeSlotNumber', { numSlot: n });

  async banners(): Promise<ErpResult<BannerModel[]>> {
    const r = await this.http.postForm('siteadmin/getAllHomeBanners', { giveBanner: true }, bannersReplySchema);
    if (r.errore) return refusedBy('getAllHomeBanners', r.errorDescription);
    return accepted(r.data.map(toBanner));
  }

  /** Saves a banner: the banner as stored, or the refusal with errorDescription when the upstream says errore. */
  async saveBanner(banner: BannerModel): Promise<ErpResult<BannerModel>> {
    const r = await this.http.postForm(
      'siteadmin/saveHomeBanner',
      { data: JSON.stringify({ record: toStored(banner) }) },
      bannerSaveReplySchema,
    );
    if (r.errore) return refusedBy('saveHomeBanner', r.errorDescription || 'Salvataggio non riuscito');
    return accepted(r.data ? toBanner(r.data) : banner);
  }

  async homeLayouts(): Promise<HomeLayouts> {
    const r = await this.http.postForm('siteadmin/getHomePage', {}, homePagesReplySchema);
    return { loggedIn: toBlocks(r.data.homepage), visitors: toBlocks(r.data.homepageNoLog) };
  }

  async saveHomePage(blocks: readonly LayoutBlock[], forVisitors: boolean): Promise<ErpResult<null>> {
    const r = await this.http.postForm(
      'siteadmin/saveHomePage',
      { data: JSON.stringify({ record: toStoredLayout(blocks), isNoLogHomepage: forVisitors }) },
      siteadminSimpleReplySchema,
    );
    return r.errore ? refusedBy('saveHomePage', r.errorDescription || 'errore') : accepted(null);
  }

  /** pegasoCloud/api/upload: the link of the stored file; refused when esito is not 'OK'. */
  async upload(base64: string, name: string): Promise<ErpResult<string>> {
    const r = await this.http.postForm(
      'pegasoCloud/api/upload',
      { file: base64, name, isFolder: false, caricaSuDatabase: false },
      uploadReplySchema,
    );
    return r.esito === 'OK' && r.linkFile ? accepted(r.linkFile) : refusedBy('upload', r.esito);
  }

  cloudFile(name: string) {
    return this.http.getBinary(`pegasoCloud/files/${encodeURIComponent(name)}`);
  }
}
