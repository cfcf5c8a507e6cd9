import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';

describe('GET /api/config/public: the company facts every page shows', () => {
  describe('without COMPANY_ADDRESS', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await setupTestApp();
    });
    afterAll(() => t.close());

    it('leaves the address out (the footer and legal pages omit the line) and gives the default support address', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/config/public' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.company).toEqual({ name: 'Ritrova S.r.l.', vat: 'IT12345678901' });
      expect(body.company).not.toHaveProperty('address');
      expect(body.supportEmail).toBe('support@ritrova.it');
      expect(res.body).not.toContain('Example');
    });
  });

  describe('with the operator’s own facts', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await setupTestApp({ COMPANY_ADDRESS: 'Via Tortona 12, 20144 Milano (MI), Italia', SUPPORT_EMAIL: 'aiuto@ritrova.example' });
    });
    afterAll(() => t.close());

    it('gives the configured address and the one configured support address', async () => {
      const body = (await t.app.inject({ method: 'GET', url: '/api/config/public' })).json();
      expect(body.company.address).toBe('Via Tortona 12, 20144 Milano (MI), Italia');
      expect(body.supportEmail).toBe('aiuto@ritrova.example');
    });
  });
});
