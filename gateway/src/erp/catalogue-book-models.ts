/** The printed catalogue as the ERP offers it: page count and the names of its files. */
export interface CatalogueBookModel {
  pageCount: number;
  width: number;
  height: number;
  pdfFile: string;
  suppliers: { name: string; file: string }[];
  colourCharts: { name: string; file: string }[];
}
