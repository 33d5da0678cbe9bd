import type { FastifyInstance } from 'fastify';
import { cloudFile, saveCloudFile } from '../db/backoffice.ts';
import { z } from 'zod';
import { companyOf, type RouteContext } from './context.ts';
import { formText, parseForm } from './form.ts';

const TYPES: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp',
  svg: 'image/svg+xml', avif: 'image/avif', pdf: 'application/pdf', json: 'application/json',
};
const SAFE_NAME = /^[\w-][\w.-]{0,119}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** A safe file name and its content as base64 (white space, as line breaks, is dropped). */
const uploadForm = z.object({
  name: formText().pipe(z.string().regex(SAFE_NAME)),
  file: formText()
    .transform((file) => file.replace(/\s+/g, ''))
    .pipe(z.string().min(1).regex(BASE64).refine((file) => file.length % 4 === 0)),
});

/** The cloud file API: uploads as base64 without the data-URL prefix, then served by name. */
export function cloudFileRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.post('/pegasoCloud/api/upload', async (request) => {
    const form = parseForm(uploadForm, request.body);
    if (!form.ok) return { esito: 'KO', linkFile: '' };
    const { name, file } = form.data;
    const ext = name.split('.').pop()?.toLowerCase() ?? '';
    const company = companyOf(request);
    await saveCloudFile(db, company, name, TYPES[ext] ?? 'application/octet-stream', file);
    const origin = `${request.protocol}://${request.host}`;
    return { esito: 'OK', linkFile: `${origin}/${company}/pegasoCloud/files/${encodeURIComponent(name)}` };
  });

  app.get('/pegasoCloud/files/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const found = SAFE_NAME.test(name) ? await cloudFile(db, companyOf(request), name) : null;
    if (!found) return reply.code(404).send({ Errore: 'File non trovato' });
    return reply
      .type(found.contentType)
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(found.data);
  });
}
