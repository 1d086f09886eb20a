import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { z } from 'zod';
import { edgePurgeUrls } from './config-edge.js';
import { originList, trustProxyOf } from './config-addresses.js';

export type { TrustProxy } from './config-addresses.js';

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

/**
 * A whole number from `min` to `max`. A fraction or a number out of bounds is refused with the
 * `notANumber` message unless the docs word it apart: `fraction`, and `eachBound` naming the bound passed.
 */
const wholeNumber = (
  min: number,
  max: number,
  messages: { notANumber: string; fraction?: string; eachBound?: true },
) =>
  z.coerce
    .number({ error: messages.notANumber })
    .int(messages.fraction ?? messages.notANumber)
    .min(min, messages.eachBound ? `must be ${min} or more` : messages.notANumber)
    .max(max, messages.eachBound ? `must be at most ${max}` : messages.notANumber);

const EnvSchema = z.object({
  PORT: wholeNumber(0, 65535, { notANumber: 'must be a port number from 0 to 65535' }).default(3000),
  // This machine alone unless asked (docs/decisions/0020): a first start must not publish the demo passwords.
  HOST: z.string().trim().min(1, 'must not be empty').default('localhost'),
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
  SITE_JOBS: booleanFlag.default(true),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  FFMPEG_PATH: z.string().trim().default('ffmpeg'),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx) => {
      const trust = trustProxyOf(value);
      if (trust === undefined) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be false, a number of proxy hops (1 to 10; true means 1) or a comma-separated list of proxy addresses or CIDR ranges',
        });
        return z.NEVER;
      }
      return trust;
    }),
  VALIDATE_RESPONSES: booleanFlag.default(false),
  WEB_DIST_DIR: z.string().trim().optional(),
  NODE_ENV: z.string().trim().optional(),
  REDIS_KEY_PREFIX: z.string().trim().max(50, 'must be at most 50 characters').default('starlane:'),
  VIEW_FLUSH_MS: wholeNumber(0, 60_000, {
    notANumber: 'must be a number of milliseconds (0 writes every view at once)',
    fraction: 'must be a whole number of milliseconds',
    eachBound: true,
  }).default(2000),
  RESPONSE_CACHE_MB: wholeNumber(0, 65_536, {
    notANumber: 'must be a number of megabytes (0 caches no answers)',
    fraction: 'must be a whole number of megabytes',
    eachBound: true,
  }).default(64),
  RESPONSE_CACHE: z
    .enum(['on', 'off', 'true', 'false', '1', '0', ''], { error: 'must be on or off' })
    .transform((value) => value !== 'off' && value !== 'false' && value !== '0')
    .default(true),
  HEAP_GROWTH_PERCENT: wholeNumber(0, 400, {
    notANumber: 'must be a number of percent (0 leaves V8 its own heuristics)',
    fraction: 'must be a whole number of percent',
    eachBound: true,
  }).default(25),
  WORKERS: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return undefined;
      const workers = Number(value);
      if (!Number.isInteger(workers) || workers < 1 || workers > 256) {
        ctx.addIssue({ code: 'custom', message: 'must be a whole number from 1 to 256' });
        return z.NEVER;
      }
      return workers;
    })
    .optional(),
  // Operations (docs/decisions/0057): metrics never on the public site.
  METRICS_PORT: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return undefined;
      const port = Number(value);
      if (!Number.isInteger(port) || port < 1 || port > 65535) {
        ctx.addIssue({ code: 'custom', message: 'must be a port number from 1 to 65535' });
        return z.NEVER;
      }
      return port;
    })
    .optional(),
  METRICS: z
    .enum(['on', 'off', 'true', 'false', '1', '0', ''], { error: 'must be on or off' })
    .transform((value) => value !== 'off' && value !== 'false' && value !== '0')
    .default(true),
  METRICS_HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  METRICS_TOKEN: z
    .string()
    .trim()
    .refine((value) => value === '' || /^[\x21-\x7e]{16,200}$/.test(value), {
      message: 'must be 16 to 200 printable characters without spaces (e.g. from openssl rand -hex 32)',
    })
    .default(''),
  // Load shedding (docs/decisions/0065).
  SHED_EVENT_LOOP_LAG_MS: wholeNumber(0, 60_000, {
    notANumber: 'must be a number of milliseconds (0 never sheds on event-loop lag)',
    fraction: 'must be a whole number of milliseconds',
    eachBound: true,
  }).default(1000),
  SHED_HEAP_MB: z.preprocess(
    (value) => (value === '' ? undefined : value),
    wholeNumber(0, 1_048_576, {
      notANumber: 'must be a whole number of megabytes from 0 to 1048576 (0 never sheds on heap)',
    }).optional(),
  ),
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
  REPORT_AUTOHIDE: wholeNumber(0, 1000, {
    notANumber: 'must be a number of distinct reporters (0 never hides by reports)',
    fraction: 'must be a whole number',
    eachBound: true,
  }).default(3),
  DMCA_EMAIL: z
    .string()
    .trim()
    .regex(/^([^@\s<>]+@[^@\s<>]+\.[^@\s<>]+)?$/, 'must be an e-mail address, e.g. dmca@starlane.example')
    .default(''),
  PARTNER_PROMO_URL_TEMPLATE: z
    .string()
    .trim()
    .regex(
      /^https?:\/\/[^\s]*\{id\}[^\s]*$/,
      'must be an http(s) URL containing {id}, e.g. https://partner.example/video/{id}',
    )
    .default('https://partner.example/video/{id}'),
  FFPROBE_PATH: z.string().trim().default(''),
  MEDIA_WORKER: booleanFlag.default(true),
  MEDIA_CONCURRENCY: wholeNumber(1, 64, {
    notANumber: 'must be a whole number of jobs from 1 to 64',
  }).optional(),
  MEDIA_LEASE_SECONDS: wholeNumber(1, 3600, {
    notANumber: 'must be a number of seconds from 1 to 3600',
    fraction: 'must be a whole number of seconds',
  }).default(60),
  MEDIA_MAX_ATTEMPTS: wholeNumber(1, 20, { notANumber: 'must be a whole number from 1 to 20' }).default(3),
  MEDIA_RETRY_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds from 0 to 86400' })
    .min(0, 'must be a number of seconds from 0 to 86400')
    .max(86_400, 'must be a number of seconds from 0 to 86400')
    .default(30),
  MEDIA_X264_PRESET: z
    .enum(['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium', 'slow', 'slower'], {
      error: 'must be an x264 preset from ultrafast to slower',
    })
    .default('veryfast'),
  STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: z.string().trim().default(''),
  S3_ENDPOINT: optionalUrl(['http:', 'https:'], 'https://s3.example.com').optional(),
  S3_REGION: z.string().trim().min(1, 'must not be empty').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().default(''),
  S3_SECRET_ACCESS_KEY: z.string().trim().default(''),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  MEDIA_BASE_URL: optionalUrl(['http:', 'https:'], 'https://cdn.starlane.example/media').optional(),
  PARTNER_MEDIA_ORIGINS: originList('https://cdn.partner.example'),
  PARTNER_EMBED_ORIGINS: originList('https://embed.partner.example'),
  EDGE_PURGE_URLS: edgePurgeUrls,
  UPLOAD_MAX_MB: wholeNumber(1, 1_048_576, {
    notANumber: 'must be a number of megabytes from 1 to 1048576',
    fraction: 'must be a whole number of megabytes',
  }).default(4096),
  UPLOAD_EXPIRE_HOURS: wholeNumber(1, 8760, {
    notANumber: 'must be a number of hours from 1 to 8760',
    fraction: 'must be a whole number of hours',
  }).default(24),
});

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The configuration built from the parsed variables: the one mapping from variable names to what the code
 * reads, and the source of the `Config` type. Relative paths are resolved against `cwd`.
 */
function configSchema(cwd: string) {
  return EnvSchema.transform((e, ctx) => {
    if (e.STORAGE === 's3' && !e.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'must name the bucket when STORAGE=s3' });
      return z.NEVER;
    }
    const dataDir = path.resolve(cwd, e.DATA_DIR);
    const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
    const mediaBaseUrl = e.MEDIA_BASE_URL?.replace(/\/+$/, '');
    if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
      return z.NEVER;
    }
    return {
      port: e.PORT,
      host: e.HOST,
      dataDir,
      /** Empty: the embedded SQLite file `${dataDir}/starlane.db`. */
      databaseUrl: e.DATABASE_URL,
      redisUrl: e.REDIS_URL,
      redisKeyPrefix: e.REDIS_KEY_PREFIX,
      /** How long views wait in the buffer before they are written; 0 writes each view at once. */
      viewFlushMs: e.VIEW_FLUSH_MS,
      /** What the serialized answers cached in each process may weigh at most; 0 caches none. */
      responseCacheMaxBytes: e.RESPONSE_CACHE_MB * 1024 * 1024,
      /** Whether anonymous hot reads are answered from the response cache (RESPONSE_CACHE=off: never). */
      responseCache: e.RESPONSE_CACHE,
      /**
       * How far V8 lets the heap grow past what the last full collection kept, in percent; 0 leaves it V8's
       * own heuristics (HEAP_GROWTH_PERCENT, docs/decisions/0037).
       */
      heapGrowthPercent: e.HEAP_GROWTH_PERCENT,
      /** Worker processes serving together; absent: one per available core (WORKERS). */
      workers: e.WORKERS,
      /** Prometheus metrics (docs/decisions/0057): a port of their own, and/or /metrics behind a token. */
      metrics: {
        /** Whether requests and queries are counted (METRICS=off: not, so the bench can weigh what they cost). */
        counted: e.METRICS,
        port: e.METRICS_PORT,
        host: e.METRICS_HOST,
        token: e.METRICS_TOKEN || undefined,
      },
      /**
       * Load shedding (docs/decisions/0065): new work is answered 503 past either limit; 0 turns one off.
       * The heap's default is 90 % of what V8 lets this process hold, past which it mostly collects garbage.
       */
      shedding: {
        eventLoopLagMs: e.SHED_EVENT_LOOP_LAG_MS,
        heapBytes:
          e.SHED_HEAP_MB === undefined
            ? Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9)
            : e.SHED_HEAP_MB * 1024 * 1024,
      },
      siteName: e.SITE_NAME,
      publicUrl,
      secureCookies: publicUrl.startsWith('https:'),
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      seedDemo: e.SEED_DEMO,
      /**
       * Whether this process runs the site-wide periodic jobs (session and claim purges, the neighbours
       * rebuild): one process of a site should (SITE_JOBS; the primary gives them to one worker).
       */
      siteJobs: e.SITE_JOBS,
      /** NODE_ENV=production: demo members are never given the published password (docs/decisions/0020). */
      production: e.NODE_ENV === 'production',
      logLevel: e.LOG_LEVEL,
      ffmpegPath: e.FFMPEG_PATH,
      /** false, a hop count or the trusted proxies' addresses (docs/decisions/0018). */
      trustProxy: e.TRUST_PROXY,
      /** Check every response against its schema (tests, development); off in production, where it costs. */
      validateResponses: e.VALIDATE_RESPONSES,
      /** Distinct members whose open reports hide a comment until staff look at it; 0 turns it off. */
      reportAutoHide: e.REPORT_AUTOHIDE,
      /** Where DMCA notices are mailed as well as to the claimant; empty: MAIL_FROM's address. */
      dmcaEmail: e.DMCA_EMAIL || (/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM),
      /** Partner scripts and embeds, loaded by the browser only after the visitor's consent. */
      thirdParty: {
        adNetworkScripts: e.AD_NETWORK_SCRIPTS,
        analytics: e.ANALYTICS_SCRIPT_URL ? { scriptUrl: e.ANALYTICS_SCRIPT_URL, id: e.ANALYTICS_ID } : null,
        liveCamEmbedUrl: e.LIVECAM_EMBED_URL ?? null,
        /** Where a partner video's promotional link points; `{id}` becomes the video's external id. */
        partnerPromoUrlTemplate: e.PARTNER_PROMO_URL_TEMPLATE,
      },
      /** The partners' hosts the page's CSP lets in (docs/decisions/0047). */
      partnerOrigins: {
        /** Where partner videos and thumbnails are served from (img-src, media-src, connect-src). */
        mediaOrigins: e.PARTNER_MEDIA_ORIGINS,
        /** Where partner embed players live (frame-src). */
        embedOrigins: e.PARTNER_EMBED_ORIGINS,
      },
      /** The edge caches purged by tag after each catalogue change (docs/decisions/0061). */
      edge: { purgeUrls: e.EDGE_PURGE_URLS },
      /** The media pipeline (docs/decisions/0025). */
      media: {
        ffprobePath: e.FFPROBE_PATH || siblingFfprobe(e.FFMPEG_PATH),
        /** Whether the server process runs media jobs itself (else only `npm run worker` does). */
        runWorker: e.MEDIA_WORKER,
        /** Jobs one process runs at once; default 1 per 2 cores. */
        concurrency: e.MEDIA_CONCURRENCY ?? Math.max(1, Math.floor(os.availableParallelism() / 2)),
        leaseMs: e.MEDIA_LEASE_SECONDS * 1000,
        maxAttempts: e.MEDIA_MAX_ATTEMPTS,
        /** The first retry waits this long; each further one twice as long. */
        retryBaseMs: e.MEDIA_RETRY_SECONDS * 1000,
        x264Preset: e.MEDIA_X264_PRESET,
        /** Where accepted sources wait for their job (not served). */
        incomingDir: path.join(dataDir, 'incoming'),
        /** Resumable (tus) uploads in progress (not served). */
        uploadDir: path.join(dataDir, 'uploads'),
        uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
        /** An unfinished upload nobody has sent to for this long is removed (UPLOAD_EXPIRE_HOURS). */
        uploadExpireMs: e.UPLOAD_EXPIRE_HOURS * 3_600_000,
      },
      /** Where media files live (docs/decisions/0026): the local data folder, or an S3-compatible bucket. */
      storage:
        e.STORAGE === 's3'
          ? {
              kind: 's3' as const,
              bucket: e.S3_BUCKET,
              region: e.S3_REGION,
              endpoint: e.S3_ENDPOINT,
              accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
              forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
              /** A CDN in front of the bucket; the bucket's own URL when unset. */
              publicBaseUrl: mediaBaseUrl,
            }
          : { kind: 'local' as const, publicBaseUrl: mediaBaseUrl },
      /** Where the built web app lives; missing in API-only test runs. */
      webDistDir: e.WEB_DIST_DIR
        ? path.resolve(cwd, e.WEB_DIST_DIR)
        : path.resolve(import.meta.dirname, '../../web/dist'),
    };
  });
}

/** The configuration of a process: inferred from the schema, so a variable is declared in one place. */
export type Config = z.output<ReturnType<typeof configSchema>>;

/** Reads and validates the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const raw = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((key) => [key, env[key] === undefined ? undefined : env[key]]),
  );
  const parsed = configSchema(cwd).safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? 'environment');
        return `${key}: ${issue.message} (got ${JSON.stringify(env[key] ?? '')})`;
      }),
    );
  }
  return parsed.data;
}

/** ffprobe ships beside ffmpeg: `/opt/ff/ffmpeg` gives `/opt/ff/ffprobe`, a bare `ffmpeg` gives `ffprobe`. */
function siblingFfprobe(ffmpegPath: string): string {
  const dir = path.dirname(ffmpegPath);
  const base = path.basename(ffmpegPath).replace(/ffmpeg/i, 'ffprobe');
  return dir === '.' && !ffmpegPath.includes('/') ? base : path.join(dir, base);
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
