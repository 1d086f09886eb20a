import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return undefined;
      try {
        const url = new URL(value);
        if (!protocols.includes(url.protocol)) {
          ctx.addIssue({
            code: 'custom',
            message: `must start with ${protocols.join(' or ')} (e.g. ${example})`,
          });
          return z.NEVER;
        }
        return value;
      } catch {
        ctx.addIssue({ code: 'custom', message: `must be a URL such as ${example}` });
        return z.NEVER;
      }
    });

const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number from 0 to 65535' })
    .int('must be a port number from 0 to 65535')
    .min(0, 'must be a port number from 0 to 65535')
    .max(65535, 'must be a port number from 0 to 65535')
    .default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'postgres://user@host:5432/db').optional(),
  REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'redis://127.0.0.1:6379').optional(),
  SITE_NAME: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(40, 'must be at most 40 characters')
    .regex(/^[A-Za-z0-9]+$/, 'must be letters and digits only (it names the consent cookie)')
    .default('Starlane'),
  PUBLIC_URL: optionalUrl(['http:', 'https:'], 'https://starlane.example').optional(),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'smtp://user:pass@host:587').optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(
      /^(.+<)?[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+>?$/,
      'must be an e-mail address, e.g. Starlane <no-reply@starlane.example>',
    )
    .default('Starlane <no-reply@starlane.local>'),
  SEED_DEMO: booleanFlag.default(true),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  FFMPEG_PATH: z.string().trim().default('ffmpeg'),
  TRUST_PROXY: booleanFlag.default(false),
  VALIDATE_RESPONSES: booleanFlag.default(false),
  WEB_DIST_DIR: z.string().trim().optional(),
  REDIS_KEY_PREFIX: z.string().trim().max(50, 'must be at most 50 characters').default('starlane:'),
  VIEW_FLUSH_MS: z.coerce
    .number({ error: 'must be a number of milliseconds (0 writes every view at once)' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be 0 or more')
    .max(60_000, 'must be at most 60000')
    .default(2000),
  AD_NETWORK_SCRIPTS: z
    .string()
    .trim()
    .default('')
    .transform((value, ctx) => {
      const urls = value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      for (const url of urls) {
        if (!/^https?:\/\/[^\s]+$/.test(url) || !URL.canParse(url)) {
          ctx.addIssue({
            code: 'custom',
            message: `must be a comma-separated list of script URLs (bad: ${url})`,
          });
          return z.NEVER;
        }
      }
      return urls;
    }),
  ANALYTICS_SCRIPT_URL: optionalUrl(['http:', 'https:'], 'https://analytics.example/tag.js').optional(),
  ANALYTICS_ID: z.string().trim().max(100, 'must be at most 100 characters').default(''),
  LIVECAM_EMBED_URL: optionalUrl(['http:', 'https:'], 'https://cams.example/embed?partner=123').optional(),
  PARTNER_PROMO_URL_TEMPLATE: z
    .string()
    .trim()
    .regex(
      /^https?:\/\/[^\s]*\{id\}[^\s]*$/,
      'must be an http(s) URL containing {id}, e.g. https://partner.example/video/{id}',
    )
    .default('https://partner.example/video/{id}'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Empty: the embedded SQLite file `${dataDir}/starlane.db`. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  /** How long views wait in the buffer before they are written; 0 writes each view at once. */
  viewFlushMs: number;
  siteName: string;
  publicUrl: string;
  secureCookies: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  ffmpegPath: string;
  trustProxy: boolean;
  /** Check every response against its schema (tests, development); off in production, where it costs. */
  validateResponses: boolean;
  /** Where the built web app lives; missing in API-only test runs. */
  webDistDir: string;
  /** Partner scripts and embeds, loaded by the browser only after the visitor's consent. */
  thirdParty: {
    adNetworkScripts: string[];
    analytics: { scriptUrl: string; id: string } | null;
    liveCamEmbedUrl: string | null;
    /** Where a partner video's promotional link points; `{id}` becomes the video's external id. */
    partnerPromoUrlTemplate: string;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const raw = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((key) => [key, env[key] === undefined ? undefined : env[key]]),
  );
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? 'environment');
        return `${key}: ${issue.message} (got ${JSON.stringify(env[key] ?? '')})`;
      }),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    viewFlushMs: e.VIEW_FLUSH_MS,
    siteName: e.SITE_NAME,
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    ffmpegPath: e.FFMPEG_PATH,
    trustProxy: e.TRUST_PROXY,
    validateResponses: e.VALIDATE_RESPONSES,
    thirdParty: {
      adNetworkScripts: e.AD_NETWORK_SCRIPTS,
      analytics: e.ANALYTICS_SCRIPT_URL ? { scriptUrl: e.ANALYTICS_SCRIPT_URL, id: e.ANALYTICS_ID } : null,
      liveCamEmbedUrl: e.LIVECAM_EMBED_URL ?? null,
      partnerPromoUrlTemplate: e.PARTNER_PROMO_URL_TEMPLATE,
    },
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(cwd, e.WEB_DIST_DIR)
      : path.resolve(import.meta.dirname, '../../web/dist'),
  };
}

/**
 * For the command-line entries: reads `.env` when present, then the configuration; on a bad value prints
 * every problem and answers undefined so the caller can exit non-zero.
 */
export function loadConfigForCli(): Config | undefined {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return undefined;
    }
    throw error;
  }
}
