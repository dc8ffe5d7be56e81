import type { FastifyRequest } from 'fastify';
import { localeFromAcceptLanguage, type Locale } from '@app/shared/locale';

/**
 * The language a request asks to be answered in. The public site's forms send the language of
 * the page they are on as `Accept-Language`; any other caller gets what its header prefers among
 * English and German, English without one.
 */
export const localeOfRequest = (request: FastifyRequest): Locale =>
  localeFromAcceptLanguage(request.headers['accept-language']);
