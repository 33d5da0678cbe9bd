import type { FastifyInstance } from 'fastify';
import { isServiceError } from '../context/service-error.ts';
import { requestContextOf } from './request-context-of.ts';
import type { GatewayServices } from '../services.ts';
import { ACCOUNT_MESSAGES as M } from '../domain/account-messages.ts';
import { MAX_PHOTO_BYTES } from '../account/photo.ts';
import { uploadPhoto } from '../account/photo-upload.ts';

const SAFE_NAME = /^[\w.-]{1,120}$/;
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];

const photoRefusal = (code: 'INVALID_PHOTO' | 'PHOTO_TOO_LARGE', message: string) => ({
  message: null,
  photoUrl: null,
  userErrors: [{ field: ['photo'], code, message }],
});

/**
 * POST /account/photo: the picture's bytes as the body (a file is too large for a GraphQL
 * document); answers `{ message, photoUrl, userErrors }` like a mutation payload.
 * GET /media/photos/{name}: a profile photo from the ERP, for logged-in users only.
 */
export async function registerAccountPhotos(app: FastifyInstance, services: GatewayServices): Promise<void> {
  await app.register(async (scope) => {
    // Only inside this scope: raw bodies of picture types, up to the photo limit.
    scope.addContentTypeParser(PICTURE_TYPES, { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES }, (_req, body, done) => done(null, body));
    scope.setErrorHandler((error, request, reply) => {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 413) return reply.code(413).send(photoRefusal('PHOTO_TOO_LARGE', M.photoTooLarge(MAX_PHOTO_BYTES / 1024 / 1024)));
      // A body that is not a picture type (text/html, a form ...): the client's mistake, not ours.
      if (status === 415) {
        request.log.info({ contentType: request.headers['content-type'] }, 'photo upload of an unsupported type refused');
        return reply.code(415).send(photoRefusal('INVALID_PHOTO', M.invalidPhoto));
      }
      if (isServiceError(error)) return reply.code(error.code === 'UNAUTHENTICATED' ? 401 : error.code === 'TOO_MANY_REQUESTS' ? 429 : 403).send({ error: error.code });
      request.log.error({ err: error }, 'photo upload failed');
      return reply.code(502).send({ error: 'UPSTREAM_UNAVAILABLE' });
    });

    scope.post('/account/photo', async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) return reply.code(415).send(photoRefusal('INVALID_PHOTO', M.invalidPhoto));
      const outcome = await uploadPhoto(requestContextOf(request, services), request.body);
      return reply.header('cache-control', 'no-store').send(outcome);
    });

    scope.get<{ Params: { name: string } }>('/media/photos/:name', async (request, reply) => {
      const ctx = requestContextOf(request, services);
      if (!ctx.session.active()) return reply.code(401).send({ error: 'UNAUTHENTICATED' });
      const { name } = request.params;
      if (!SAFE_NAME.test(name)) return reply.code(404).send({ error: 'not found' });
      const res = await ctx.tenant.erp.account.photo(name);
      if (!res) return reply.code(404).send({ error: 'not found' });
      return reply
        .header('content-type', res.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-security-policy', "default-src 'none'")
        .send(res.body);
    });
  });
}
