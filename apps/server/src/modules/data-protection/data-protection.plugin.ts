import type { FastifyInstance } from 'fastify';
import dataProtectionRoutes from './data-protection.routes';
import retentionJob from './retention-job.plugin';

/**
 * Data protection as the privacy policy promises: the daily deletion of applications and messages
 * past the retention period, and the Admin's erasure of one person's data on request.
 * Registered after the files plugin, whose storage both use.
 */
export default async function dataProtection(
  app: FastifyInstance,
  options: { serverSecret: string },
) {
  await app.register(retentionJob);
  await app.register(dataProtectionRoutes, options);
}
