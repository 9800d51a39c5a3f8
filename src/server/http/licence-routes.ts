import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../shared/errors/app-error.js';
import { FINGERPRINT_PATTERN } from '../../shared/licence/terminal-code.js';
import { activateLicence, checkLicence, deactivateLicence } from '../licences/activations.js';
import type { LicenceSigner } from '../licences/signing-key.js';
import type { ServerContext } from '../server-context.js';

const Code = z.string().min(1).max(100);
const Fingerprint = z.string().regex(FINGERPRINT_PATTERN);
const ActivationBody = z.object({ code: Code, fingerprint: Fingerprint }).strict();
const ActivationRefBody = z.object({ code: Code, fingerprint: Fingerprint, activationId: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) }).strict();

/** A body the licence API cannot use is the spec's "parameter error" (401), not a generic one. */
function parseLicenceInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError('LICENCE_PARAMETER', {}, parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  return parsed.data;
}

/** The signer, or a server failure: a service started without one cannot issue licences. */
export function signerOf(ctx: ServerContext): LicenceSigner {
  if (!ctx.licenceSigner) throw new AppError('UNKNOWN', {}, 'this service has no licence signing key');
  return ctx.licenceSigner;
}

/**
 * The licence API the app calls (no account needed: the licence code is the credential):
 * activate a code on this machine, deactivate it, and the periodic check for revocation.
 */
export function registerLicenceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/api/v1/licences/activations', async (request, reply) => {
    const body = parseLicenceInput(ActivationBody, request.body);
    const licence = await activateLicence(ctx, signerOf(ctx), { ...body, mode: 'online' });
    return reply.code(201).send({ licence });
  });

  app.post('/api/v1/licences/deactivations', async (request, reply) => {
    await deactivateLicence(ctx, parseLicenceInput(ActivationRefBody, request.body));
    return reply.code(204).send();
  });

  app.post('/api/v1/licences/checks', async (request) => {
    await checkLicence(ctx, parseLicenceInput(ActivationRefBody, request.body));
    return { valid: true };
  });
}
