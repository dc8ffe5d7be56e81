import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { exchangeRateRoutes } from '@app/shared/invoice';
import { registerRoute } from '../../http/contract-route';
import { populateQuerystring } from '../../http/query-schemas';
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
  async function exchangeRateRoutesPlugin(app: FastifyInstance) {
    app.decorate(
      'exchangeRates',
      createExchangeRateService({ url: app.config.EXCHANGE_RATE_URL, db: app.db, log: app.log }),
    );

    registerRoute(app, exchangeRateRoutes.current, {
      querystring: populateQuerystring(exchangeRateRoutes.current.querystring),
      handler: async () => ({ data: await app.exchangeRates.current(), meta: {} }),
    });
  },
  { name: 'exchange-rate' },
);
