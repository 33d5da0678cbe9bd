import type { Migration } from './migration.ts';

/**
 * Documents as the customer area reads them: the delivery site and the payment mode printed on
 * the PDF, the article id of each line (last purchases are counted per article, and a line's
 * code alone may name either a size or a product), and the order of the customer's list.
 */
export const migration: Migration = {
  version: 7,
  name: 'documents',
  sql: `
    alter table documents
      add column "IDDetCliSed" int not null default 0,
      add column "DesPag" text not null default '';
    alter table document_lines add column "IDArt" int;
    create index documents_newest_first on documents (company, "IDCli", "datDoc" desc, iddocven desc);
    create index document_lines_by_article on document_lines ("IDArt");`,
};
