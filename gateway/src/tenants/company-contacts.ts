import type { TenantCompany, TenantContact } from './profile.ts';

const phone = (label: string, number: string): TenantContact => ({ label, value: number, href: `tel:${number.replace(/\s+/g, '')}` });
const mail = (label: string, address: string): TenantContact => ({ label, value: address, href: `mailto:${address}` });
const whatsapp = (number: string): TenantContact => ({
  label: 'WhatsApp',
  value: number,
  href: `https://wa.me/${number.replace(/[^\d]/g, '')}`,
});
const social = (label: string, href: string): TenantContact => ({ label, value: href.replace(/^https:\/\/(www\.)?/, ''), href });
const map = (latitude: number, longitude: number) => ({
  latitude,
  longitude,
  linkUrl: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
});

const weekdays = ['Lunedì - Venerdì: 8:30 - 13:00, 14:30 - 18:30', 'Sabato: 9:00 - 12:30', 'Domenica: chiuso'];

/** The demo companies' public contact data; a deployment writes its own here. */
export const COMPANY_CONTACTS: Record<1 | 2 | 3 | 4, TenantCompany> = {
  1: {
    legalName: 'Pegaso Moda Ingrosso S.r.l.',
    legalAddress: 'Via Nuova Poggioreale 61, 80143 Napoli (NA)',
    operatingAddress: 'Zona Industriale ASI, 81025 Marcianise (CE)',
    vatNumber: '01234560637',
    phones: [phone('Ufficio ordini', '+39 081 555 0101'), phone('Amministrazione', '+39 081 555 0102')],
    messaging: [whatsapp('+39 333 555 0101')],
    socials: [social('Facebook', 'https://www.facebook.com/pegasomoda.example'), social('Instagram', 'https://www.instagram.com/pegasomoda.example')],
    emails: [mail('Ordini', 'ordini@pegasomoda.example'), mail('Amministrazione', 'amministrazione@pegasomoda.example')],
    hours: weekdays,
    map: map(40.8618, 14.2836),
  },
  2: {
    legalName: 'MondoCarta S.r.l.',
    legalAddress: 'Via Appia 120, 81100 Caserta (CE)',
    operatingAddress: null,
    vatNumber: '02345670612',
    phones: [phone('Ufficio commerciale', '+39 0823 555 020')],
    messaging: [whatsapp('+39 334 555 0202')],
    socials: [social('Facebook', 'https://www.facebook.com/mondocarta.example')],
    emails: [mail('Informazioni', 'info@mondocarta.example')],
    hours: weekdays.slice(0, 1).concat('Sabato e domenica: chiuso'),
    map: map(41.0735, 14.3326),
  },
  3: {
    legalName: 'Tessile Sud S.p.A.',
    legalAddress: 'Corso Garibaldi 200, 84122 Salerno (SA)',
    operatingAddress: null,
    vatNumber: '03456780661',
    phones: [phone('Ufficio commerciale', '+39 089 555 030')],
    messaging: [],
    socials: [social('Instagram', 'https://www.instagram.com/tessilesud.example')],
    emails: [mail('Commerciale', 'commerciale@tessilesud.example')],
    hours: weekdays,
    map: map(40.676, 14.763),
  },
  4: {
    legalName: 'Beta Ricambi S.r.l.',
    legalAddress: 'Via Roma 15, 83100 Avellino (AV)',
    operatingAddress: null,
    vatNumber: '04567890662',
    phones: [phone('Ricambi', '+39 0825 555 040')],
    messaging: [whatsapp('+39 335 555 0404')],
    socials: [],
    emails: [mail('Ricambi', 'ricambi@betaricambi.example')],
    hours: weekdays.slice(0, 1).concat('Sabato e domenica: chiuso'),
    map: map(40.9146, 14.7906),
  },
};
