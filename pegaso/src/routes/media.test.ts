import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../testing/database.ts';

describe('images, files and health', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await seededApp({ productsPerCompany: 10 }));
  });
  afterAll(async () => close());

  it('draws a product image tinted with its colour', async () => {
    const response = await app.inject('/1/images/TS0001-1.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toMatch(/^<svg[^>]*>/);
    expect(response.body).toContain('TS0001');
  });

  it('draws an image for a product without variations', async () => {
    const response = await app.inject('/1/images/GA0006-1.svg');
    expect(response.statusCode).toBe(200);
  });

  it('serves a valid PDF sheet', async () => {
    const response = await app.inject('/2/files/TS0001.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
  });

  it('answers 404 for unknown names and companies', async () => {
    expect((await app.inject('/1/images/NOPE-1.svg')).statusCode).toBe(404);
    expect((await app.inject('/1/files/NOPE.pdf')).statusCode).toBe(404);
    expect((await app.inject('/5/images/TS0001-1.svg')).statusCode).toBe(404);
  });

  it('reports health', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await app.inject('/3/healthz')).json()).toEqual({ status: 'ok', company: 3, products: 10 });
  });
});
