import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/password.ts';
import { authenticate, referenceExists } from '../db/accounts.ts';
import { EDITABLE_USER_FIELDS, photoNamed, savePhoto, setPasswordHashOfUser, updateEditableFields } from '../db/identity.ts';
import { badCredentials, companyOf, missingFields, readFields, type RouteContext } from './context.ts';
import { credentialsSchema, parseFields } from './form.ts';
import { changeKindForm, editableFieldsForm, passwordChangeForm, unknownUser, uploadedPhoto, uploadFileForm } from './identity-forms.ts';

/**
 * webAppPegasoChangeUserData: TipoCambio 1 changes only the editable fields (first name, surname,
 * email, website, phone, mobile; a field left out keeps its value); tax code, VAT number,
 * recipient code, PEC, address, locality, postcode and province are never changed here, whatever
 * is sent. TipoCambio 2 changes the password after checking the current one.
 * uploadFile stores the photo and makes it the user's WebImage, served at GET photos/{name}.
 */
export function accountChangeRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.post('/pegaso/webAppPegasoChangeUserData', async (request) => {
    const company = companyOf(request);
    const fields = readFields(request.body);
    const { username, password } = credentialsSchema.parse(fields);
    const user = await authenticate(db, company, username, password);
    if (!user) return { Errore: badCredentials };
    const kind = changeKindForm.parse(fields).TipoCambio;
    if (kind === 1) {
      const sent = editableFieldsForm.parse(fields);
      const values = Object.fromEntries(EDITABLE_USER_FIELDS.map((f) => [f, sent[f] ?? user[f]])) as Record<
        (typeof EDITABLE_USER_FIELDS)[number],
        string
      >;
      // A left-out email keeps the stored one: only the merged values say whether one is missing.
      if (!values.EMail) return { Errore: missingFields };
      await updateEditableFields(db, company, user.username, values);
      return { Errore: '' };
    }
    if (kind === 2) {
      const form = parseFields(passwordChangeForm, fields);
      if (!form.ok) return { Errore: form.error };
      await setPasswordHashOfUser(db, company, user.username, await hashPassword(form.data.passwordnew));
      return { Errore: '' };
    }
    return { Errore: 'TipoCambio non valido' };
  });

  app.post('/pegaso/uploadFile', async (request) => {
    const company = companyOf(request);
    const form = parseFields(uploadFileForm, readFields(request.body));
    if (!form.ok) return { Errore: form.error };
    const { idDetCliRef: ref, name } = form.data;
    if (!(await referenceExists(db, company, ref))) return { Errore: unknownUser };
    const upload = parseFields(uploadedPhoto, form.data);
    if (!upload.ok) return { Errore: upload.error };
    const { data, contentType } = upload.data.photo;
    // Unguessable, so that a photo's address does not reveal the others'.
    const stored = `foto-${ref}-${randomBytes(6).toString('hex')}-${name.toLowerCase()}`;
    await savePhoto(db, company, { idDetCliRef: ref, name: stored, contentType, data });
    return { Errore: '' };
  });

  app.get('/photos/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const photo = /^[\w.-]+$/.test(name) ? await photoNamed(db, companyOf(request), name) : null;
    if (!photo) return reply.code(404).send({ Errore: 'File non trovato' });
    return reply.type(photo.contentType).header('cache-control', 'private, max-age=86400').send(photo.data);
  });
}
