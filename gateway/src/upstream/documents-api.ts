import type { UpstreamHttp } from './http-client.ts';
import { accepted, refusedBy, type ErpResult } from '../erp/erp-result.ts';
import {
  documentsReplySchema,
  normaliseDocuments,
  normalisePurchases,
  purchasesReplySchema,
} from './replies/documents.ts';
import type { DocumentModel, PurchaseModel } from '../erp/documents-models.ts';
import type { Credentials } from '../erp/models.ts';
import type { ErpDocuments } from '../erp/erp.ts';

/** A customer's documents, last purchases and document PDFs, in the ERP's terms out and ours back. */
export class DocumentsApi implements ErpDocuments {
  constructor(private readonly http: UpstreamHttp) {}

  /** getDocCli: every document of the customer with its lines. An Errore is a refusal. */
  async documents(c: Credentials, customerId: number): Promise<ErpResult<DocumentModel[]>> {
    const reply = await this.http.postForm(
      'pegaso/getDocCli',
      { username: c.username, password: c.password, IDCli: customerId },
      documentsReplySchema,
    );
    if (reply.Errore) return refusedBy('getDocCli', reply.Errore);
    return accepted(normaliseDocuments(reply));
  }

  /** getLastPurchases: one item per article bought, with its movements. */
  async lastPurchases(c: Credentials, customerId: number): Promise<ErpResult<PurchaseModel[]>> {
    const reply = await this.http.postForm(
      'pegaso/getLastPurchases',
      { username: c.username, password: c.password, IDCli: customerId },
      purchasesReplySchema,
    );
    if (reply.Errore) return refusedBy('getLastPurchases', reply.Errore);
    return accepted(normalisePurchases(reply));
  }

  /**
   * The report address of a document: built from document, agent and customer ids. The
   * browser never sees it; the gateway streams the PDF after its own ownership check.
   */
  reportPdf(documentId: number, agentId: number, customerId: number) {
    const query = new URLSearchParams({
      iddocven: String(documentId),
      IDAge: String(agentId),
      IDCli: String(customerId),
    });
    return this.http.getStream(`pegaso/report/documento?${query.toString()}`);
  }
}
