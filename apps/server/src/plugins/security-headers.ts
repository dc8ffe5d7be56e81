import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { COOKIE_CHOICE_SCRIPT } from '@app/shared/session-keys';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets with these options, worked out once: they are the same on every
 * response (no nonces), and building helmet's middleware again for each request, as the Fastify
 * wrapper does, cost a tenth of a small API answer's time.
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number) =>
      headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return [...headers];
}

/** A CSP source that allows one inline script, and only while its text is exactly this. */
export const inlineScriptSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * Strict headers on every response. Scripts load only from our own origin, but for the one
 * inline script every page carries, allowed by its hash; nothing may frame the site.
 */
export default fp(async function securityHeaders(app: FastifyInstance, options: { hsts: boolean }) {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", inlineScriptSource(COOKIE_CHOICE_SCRIPT)],
        // Dialogs, menus and toasts inject small <style> elements at run time (scroll locking,
        // positioning), and React sets inline style attributes. Styles cannot run code, so
        // allowing them inline keeps scripts strict without breaking those components.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The resume viewer's pdf.js worker is one of our own assets. Named on its own rather than
        // left to fall back to script-src, so that loosening scripts never loosens workers (a
        // blob: worker stays refused).
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: options.hsts ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
});
