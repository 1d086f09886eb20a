import { z } from 'zod';

/** `GET /healthz`: the process is alive and its event loop turns (docs/decisions/0057). */
export const LivenessSchema = z.object({
  status: z.literal('ok'),
  /** Seconds since the process started. */
  uptimeSeconds: z.number(),
});
export type Liveness = z.infer<typeof LivenessSchema>;

export const CheckSchema = z.object({
  ok: z.boolean(),
  /** What was found, in words an operator can act on. */
  detail: z.string(),
  /** How long the check took, in milliseconds. */
  ms: z.number(),
});
export type Check = z.infer<typeof CheckSchema>;

/**
 * `GET /readyz`: whether this process should get traffic (200) or not (503). Migrations, database and media
 * storage are required; Redis is reported (`redis.ok` false while it is down) but never makes the process
 * unready, since the site serves without it.
 */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.object({
    migrations: CheckSchema,
    database: CheckSchema,
    storage: CheckSchema,
    redis: CheckSchema.extend({ required: z.literal(false), configured: z.boolean() }),
  }),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
