import { z } from 'zod';
import { errore, text } from '../fields.ts';

/** Replies that only say whether it worked: `Errore` and, for some calls, `Risposta`. */
export const simpleReplySchema = z
  .object({ Errore: errore().default(''), Risposta: text().optional() })
  .loose();
