/** Demo customers and agents, identical on every company (password = username). */

export interface DemoSite {
  IdDetCliSed: number;
  dessedcli: string;
  IndSed: string;
  CAP: string;
  Loc: string;
  Pro: string;
}

export interface DemoCustomer {
  username?: string;
  IdCli: number;
  IdDetCliRef: number;
  RagSoc: string;
  Nom: string;
  Cog: string;
  ParIva: string;
  Ind: string;
  Cap: string;
  Loc: string;
  Pro: string;
  TipLis: number;
  S1: number;
  S2: number;
  showPrice: number;
  sites: DemoSite[];
  /** Only some companies have this customer. */
  companies?: number[];
}

const site = (id: number, dessedcli: string, IndSed: string, CAP: string, Loc: string, Pro: string): DemoSite =>
  ({ IdDetCliSed: id, dessedcli, IndSed, CAP, Loc, Pro });

export const demoCustomers: DemoCustomer[] = [
  { username: 'CL001', IdCli: 1, IdDetCliRef: 1001, RagSoc: 'Rossi Abbigliamento S.r.l.', Nom: 'Mario', Cog: 'Rossi',
    ParIva: '07654320634', Ind: 'Via Toledo 112', Cap: '80134', Loc: 'Napoli', Pro: 'NA', TipLis: 1, S1: 0, S2: 0, showPrice: 1,
    sites: [site(1, 'Sede principale', 'Via Toledo 112', '80134', 'Napoli', 'NA')] },
  { username: 'CL002', IdCli: 2, IdDetCliRef: 1002, RagSoc: 'Esposito Forniture S.n.c.', Nom: 'Anna', Cog: 'Esposito',
    ParIva: '03456780653', Ind: 'Corso Vittorio Emanuele 45', Cap: '84122', Loc: 'Salerno', Pro: 'SA', TipLis: 4, S1: 10, S2: 5, showPrice: 1,
    sites: [
      site(1, 'Sede principale', 'Corso Vittorio Emanuele 45', '84122', 'Salerno', 'SA'),
      site(2, 'Magazzino', 'Via Irno 18', '84135', 'Salerno', 'SA'),
      site(3, 'Punto vendita Caserta', 'Corso Trieste 201', '81100', 'Caserta', 'CE'),
    ] },
  { username: 'CL003', IdCli: 3, IdDetCliRef: 1003, RagSoc: 'Bianchi Sport di Luca Bianchi', Nom: 'Luca', Cog: 'Bianchi',
    ParIva: '02345670729', Ind: 'Via Appia 30', Cap: '81100', Loc: 'Caserta', Pro: 'CE', TipLis: 1, S1: 5, S2: 0, showPrice: 1,
    sites: [site(1, 'Sede principale', 'Via Appia 30', '81100', 'Caserta', 'CE')] },
  { username: 'CL004', IdCli: 4, IdDetCliRef: 1004, RagSoc: 'Ferrara Promozioni S.r.l.', Nom: 'Giulia', Cog: 'Ferrara',
    ParIva: '04567890647', Ind: 'Via Roma 9', Cap: '83100', Loc: 'Avellino', Pro: 'AV', TipLis: 1, S1: 0, S2: 0, showPrice: 0,
    sites: [site(1, 'Sede principale', 'Via Roma 9', '83100', 'Avellino', 'AV')], companies: [4] },
  { IdCli: 5, IdDetCliRef: 1005, RagSoc: 'Gallo Tessuti S.a.s.', Nom: 'Paolo', Cog: 'Gallo',
    ParIva: '05678900654', Ind: 'Via Posillipo 2', Cap: '80123', Loc: 'Napoli', Pro: 'NA', TipLis: 1, S1: 0, S2: 0, showPrice: 1,
    sites: [site(1, 'Sede principale', 'Via Posillipo 2', '80123', 'Napoli', 'NA')] },
  { IdCli: 6, IdDetCliRef: 1006, RagSoc: 'Coppola Merchandising S.r.l.', Nom: 'Sara', Cog: 'Coppola',
    ParIva: '06789010623', Ind: 'Via Benevento 77', Cap: '82100', Loc: 'Benevento', Pro: 'BN', TipLis: 2, S1: 0, S2: 0, showPrice: 1,
    sites: [site(1, 'Sede principale', 'Via Benevento 77', '82100', 'Benevento', 'BN'), site(2, 'Deposito', 'Contrada Piano Cappelle', '82100', 'Benevento', 'BN')] },
  { username: 'CL900', IdCli: 900, IdDetCliRef: 9900, RagSoc: 'De Luca Eventi S.r.l.', Nom: 'Marco', Cog: 'De Luca',
    ParIva: '09876540635', Ind: 'Via Nazionale 5', Cap: '80059', Loc: 'Torre del Greco', Pro: 'NA', TipLis: 1, S1: 0, S2: 0, showPrice: 1,
    sites: [site(1, 'Sede principale', 'Via Nazionale 5', '80059', 'Torre del Greco', 'NA')] },
];

export const demoAgent = {
  username: 'AG001', IDAge: 1, IdDetCliRef: 5001, RagSoc: 'Agenzia Russo Rappresentanze', Nom: 'Giuseppe', Cog: 'Russo',
  Ind: 'Via Caracciolo 10', Cap: '80122', Loc: 'Napoli', Pro: 'NA',
  customers: [1, 2, 3, 5, 6],
};

export const customersOf = (company: number): DemoCustomer[] =>
  demoCustomers.filter((c) => !c.companies || c.companies.includes(company));

/** CL001's sales profile: the products recommended to it (ids of base products). */
export const recommendedFor = (productCount: number): Array<{ idArtBas: number }> =>
  [1, 3, 4, 8, 12, 15, 21, 30].filter((id) => id <= productCount).map((idArtBas) => ({ idArtBas }));
