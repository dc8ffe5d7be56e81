import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { exchangeRateInfoSchema } from '@app/shared/invoice';
import { parsePopulate } from '../../http/strapi-query';
import { requireRole } from '../../plugins/auth';
import { errorResponse } from '../openapi/route-docs';
import { createExchangeRateService, type ExchangeRateService } from './exchange-rate-service';

declare module 'fastify' {
  interface FastifyInstance {
    exchangeRates: ExchangeRateService;
  }
}

/**
 * The EUR→PKR rate for invoice PDFs, fetched on the server from `EXCHANGE_RATE_URL`.
 * Decorates the app with `exchangeRates` for the invoice module and answers `GET /api/exchange-rate`.
 */
export default fp(
  async function exchangeRateRoutes(app: FastifyInstance) {
    app.decorate(
      'exchangeRates',
      createExchangeRateService({ url: app.config.EXCHANGE_RATE_URL, db: app.db, log: app.log }),
    );

    app.get(
      '/api/exchange-rate',
      {
        preHandler: requireRole('Staff'),
        config: {
          openapi: {
            response: {
              200: z.object({ data: exchangeRateInfoSchema, meta: z.object({}) }),
              401: errorResponse,
              403: errorResponse,
            },
          },
        },
        schema: {
          tags: ['Invoices'],
          summary: 'The EUR exchange rate new invoice PDFs use (Staff)',
          description:
            'PKR per EUR. source: live (fetched within the last hours), cached (the source failed; the last good rate), none (no rate known).',
        },
      },
      async (request) => {
        parsePopulate(request.query, []);
        return { data: await app.exchangeRates.current(), meta: {} };
      },
    );
  },
  { name: 'exchange-rate' },
);
