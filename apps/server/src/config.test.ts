import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/starlane');

    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: '/srv/starlane/data',
      databaseUrl: undefined,
      redisUrl: undefined,
      siteName: 'Starlane',
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      seedDemo: true,
      siteJobs: true,
      logLevel: 'info',
      responseCacheMaxBytes: 64 * 1024 * 1024,
    });
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/starlane',
      REDIS_URL: 'redis://cache:6379',
      SITE_NAME: 'Nebula',
      PUBLIC_URL: 'https://nebula.example/',
      SMTP_URL: 'smtp://user:pass@mail:587',
      SEED_DEMO: 'false',
      SITE_JOBS: 'false',
      LOG_LEVEL: 'warn',
      RESPONSE_CACHE_MB: '0',
    });

    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://app@db:5432/starlane',
      redisUrl: 'redis://cache:6379',
      siteName: 'Nebula',
      publicUrl: 'https://nebula.example',
      secureCookies: true,
      smtpUrl: 'smtp://user:pass@mail:587',
      seedDemo: false,
      siteJobs: false,
      logLevel: 'warn',
      responseCacheMaxBytes: 0,
    });
  });

  it('counts requests for the metrics unless METRICS=off', () => {
    expect(loadConfig({}).metrics.counted).toBe(true);
    expect(loadConfig({ METRICS: 'off' }).metrics.counted).toBe(false);
    expect(() => loadConfig({ METRICS: 'maybe' })).toThrow(/METRICS: must be on or off/);
  });

  it('takes the response cache size in whole megabytes', () => {
    expect(loadConfig({ RESPONSE_CACHE_MB: '16' }).responseCacheMaxBytes).toBe(16 * 1024 * 1024);
    for (const [value, problem] of [
      ['lots', /RESPONSE_CACHE_MB: must be a number of megabytes/],
      ['1.5', /RESPONSE_CACHE_MB: must be a whole number/],
      ['-1', /RESPONSE_CACHE_MB: must be 0 or more/],
    ] as const) {
      expect(() => loadConfig({ RESPONSE_CACHE_MB: value }), value).toThrow(problem);
    }
  });

  it('takes the heap growth in whole percent, 25 unless told', () => {
    expect(loadConfig({}).heapGrowthPercent).toBe(25);
    expect(loadConfig({ HEAP_GROWTH_PERCENT: '0' }).heapGrowthPercent).toBe(0);
    for (const [value, problem] of [
      ['some', /HEAP_GROWTH_PERCENT: must be a number of percent/],
      ['2.5', /HEAP_GROWTH_PERCENT: must be a whole number of percent/],
      ['401', /HEAP_GROWTH_PERCENT: must be at most 400/],
    ] as const) {
      expect(() => loadConfig({ HEAP_GROWTH_PERCENT: value }), value).toThrow(problem);
    }
  });

  it('takes the load-shedding limits, 1,000 ms of lag and 90 % of the heap V8 allows unless told', () => {
    const shedding = loadConfig({}).shedding;
    expect(shedding.eventLoopLagMs).toBe(1000);
    expect(shedding.heapBytes).toBeGreaterThan(100 * 1024 * 1024);
    expect(loadConfig({ SHED_HEAP_MB: '' }).shedding.heapBytes).toBe(shedding.heapBytes);
    expect(loadConfig({ SHED_EVENT_LOOP_LAG_MS: '0', SHED_HEAP_MB: '512' }).shedding).toEqual({
      eventLoopLagMs: 0,
      heapBytes: 512 * 1024 * 1024,
    });
    for (const [key, value, problem] of [
      ['SHED_EVENT_LOOP_LAG_MS', 'fast', /SHED_EVENT_LOOP_LAG_MS: must be a number of milliseconds/],
      ['SHED_EVENT_LOOP_LAG_MS', '2.5', /SHED_EVENT_LOOP_LAG_MS: must be a whole number of milliseconds/],
      ['SHED_HEAP_MB', '-1', /SHED_HEAP_MB: must be a whole number of megabytes/],
      ['SHED_HEAP_MB', 'lots', /SHED_HEAP_MB: must be a whole number of megabytes/],
    ] as const) {
      expect(() => loadConfig({ [key]: value }), value).toThrow(problem);
    }
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe', SITE_NAME: 'Star lane!' });
    } catch (caught) {
      error = caught;
    }

    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT: must be a port number/m);
    expect(problems).toMatch(/^DATABASE_URL: must start with postgres:/m);
    expect(problems).toMatch(/^SEED_DEMO: must be true or false/m);
    expect(problems).toMatch(/^SITE_NAME: must be letters and digits only/m);
    expect((error as ConfigError).problems).toHaveLength(4);
  });
});
