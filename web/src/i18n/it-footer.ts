/** Texts of the footer, which loads after the page (see Layout). */
export const itFooter = {
  registeredOffice: 'Sede legale',
  operatingOffice: 'Sede operativa',
  vatNumber: 'P. IVA',
  copyright: (year: number, company: string) => `© ${year} ${company}`,
  buildDate: (date: string) => `Versione del ${date}`,
  cookiePolicy: 'Cookie policy',
  salesConditions: 'Condizioni di vendita',
  scrollTop: 'Torna su',
};
