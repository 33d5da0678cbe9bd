import type { Db } from '../db/client.ts';
import { saveBanner, saveCloudFile, saveHomePage } from '../db/backoffice.ts';

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);

/** A wide banner picture: a gradient of two colours with a title, 1524 × 500 like the canvas. */
export function bannerSvg(title: string, from: string, to: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1524" height="500" viewBox="0 0 1524 500">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1524" height="500" fill="url(#g)"/>` +
    `<circle cx="1250" cy="250" r="170" fill="#ffffff" fill-opacity="0.18"/>` +
    `<text x="80" y="270" font-family="sans-serif" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>` +
    `</svg>`
  );
}

/** The three demo banners (the original's placeholder list): two hero sliders and a carousel. */
const demoBanners = [
  { timeStamp: '1700000000001', bannerType: 1, bannerName: 'Nuova collezione', defaultBanner: true, defaultBannerNoLog: true,
    slides: [
      { title: 'Nuova collezione', colours: ['#1f3a5f', '#3f6fa8'], link: '/shop-grid-full-width' },
      { title: 'Personalizza i tuoi capi', colours: ['#5b2333', '#a8445f'], link: '/shop-grid-full-width?tag=SCHOOL' },
    ] },
  { timeStamp: '1700000000002', bannerType: 2, bannerName: 'Vetrina articoli', defaultBanner: false, defaultBannerNoLog: false,
    slides: [
      { title: 'Vetrina articoli', colours: ['#2e4a2e', '#5d8a4f'], link: '/shop-grid-full-width' },
      { title: 'Outlet', colours: ['#4a3b1f', '#9c7a35'], link: '/shop-grid-full-width?tag=OUTLET' },
    ] },
  { timeStamp: '1700000000003', bannerType: 1, bannerName: 'Saldi di stagione', defaultBanner: false, defaultBannerNoLog: false,
    slides: [{ title: 'Saldi di stagione', colours: ['#3b2f5c', '#6f5fb0'], link: '/shop-grid-full-width?promo=SI' }] },
];

/** Demo banners with generated pictures in the cloud files, and a homepage for both audiences. */
export async function seedBackoffice(tx: Db, company: number, productIds: readonly number[]): Promise<void> {
  for (const banner of demoBanners) {
    const slides = [];
    let n = 0;
    for (const slide of banner.slides) {
      n += 1;
      const nameFile = `${banner.timeStamp}${n}.svg`;
      const svg = bannerSvg(slide.title, slide.colours[0] as string, slide.colours[1] as string);
      await saveCloudFile(tx, company, nameFile, 'image/svg+xml', Buffer.from(svg).toString('base64'));
      const link = `pegasoCloud/files/${nameFile}`;
      slides.push({
        id: n, timeStamp: `${banner.timeStamp}${n}`, nameFile, image: link, imageX: link,
        headImage: banner.bannerType === 1 ? link : '', title: slide.title, url: slide.link, link: slide.link,
        buttonCaption: banner.bannerType === 1 ? 'Acquista Ora' : '',
      });
    }
    await saveBanner(tx, company, {
      timeStamp: banner.timeStamp, bannerType: banner.bannerType, bannerName: banner.bannerName,
      bannerImageScroll: JSON.stringify(slides), defaultBanner: banner.defaultBanner, defaultBannerNoLog: banner.defaultBannerNoLog,
    });
  }
  const articles = productIds.slice(0, 4).map((id) => ({ type: 'article', id: String(id), width: 25 }));
  const welcome = {
    type: 'text', width: 0,
    content: '<h2>Benvenuti nel nostro shop</h2><p>Abbigliamento da personalizzare, gadget e accessori per la tua attività: ordina a prezzi riservati ai rivenditori.</p>',
  };
  const layout = [
    { type: 'grid', rows: 1, cols: 1, cells: [welcome] },
    { type: 'grid', rows: 1, cols: articles.length, cells: articles },
  ];
  await saveHomePage(tx, company, false, layout);
  await saveHomePage(tx, company, true, layout);
}
