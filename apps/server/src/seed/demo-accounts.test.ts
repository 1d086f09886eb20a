import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../deps.js';
import { LocalStorage } from '../infra/storage.js';
import { verifyPassword } from '../security/secrets.js';
import { TestClock, createTestDatabase } from '../test/harness.js';
import {
  DEMO_PASSWORD,
  demoAccountsDecision,
  demoAccountsFor,
  lockPublishedDemoAccounts,
  seedDemo,
  type DemoAccounts,
} from './demo.js';

const SMALL = {
  videos: 4,
  actors: 2,
  categories: 2,
  members: 3,
  playlists: 1,
  comments: 2,
  ratings: 2,
  views: 4,
  favourites: 1,
  seed: 3,
};

/** Runs `work` on a small demo catalogue seeded with `accounts`, in a database and media folder of its own. */
async function withSeeded<T>(accounts: DemoAccounts, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const database = await createTestDatabase('sqlite');
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-seed-'));
  try {
    const deps = {
      database,
      storage: new LocalStorage(mediaDir, '/media'),
      clock: new TestClock(),
      logger: createLogger({ logLevel: 'silent' }),
    };
    await seedDemo(deps, SMALL, accounts);
    return await work(database.db);
  } finally {
    await database.dispose();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
}

const seededMembers = (accounts: DemoAccounts) =>
  withSeeded(accounts, (db) => db.selectFrom('members').selectAll().execute());

describe('demo accounts', () => {
  it('are published only on a site served to this machine alone', () => {
    const forEnv = (env: NodeJS.ProcessEnv) => demoAccountsFor(loadConfig(env));
    // `npm install && npm start` on a fresh clone: the demo site with its documented sign-ins.
    expect(forEnv({})).toBe('published');
    expect(forEnv({ PUBLIC_URL: 'http://127.0.0.1:4000' })).toBe('published');
    expect(forEnv({ PUBLIC_URL: 'http://[::1]:3000' })).toBe('published');
    expect(forEnv({ HOST: '127.0.0.1' })).toBe('published');
    expect(forEnv({ HOST: '::1', PUBLIC_URL: 'http://[0:0:0:0:0:0:0:1]:3000' })).toBe('published');
    expect(forEnv({ HOST: 'LOCALHOST', PUBLIC_URL: 'http://app.localhost:3000' })).toBe('published');
    // A URL's host is parsed as the browser would: 0x7f.1 is 127.0.0.1.
    expect(forEnv({ PUBLIC_URL: 'http://0x7f.1:3000' })).toBe('published');
    // Anything others can reach, or a production run, never has the published password.
    expect(forEnv({ PUBLIC_URL: 'https://starlane.example' })).toBe('locked');
    expect(forEnv({ PUBLIC_URL: 'http://192.168.1.20:3000' })).toBe('locked');
    expect(forEnv({ PUBLIC_URL: 'http://localhost.attacker.example' })).toBe('locked');
    expect(forEnv({ PUBLIC_URL: 'http://127.example.com:3000' })).toBe('locked');
    expect(forEnv({ PUBLIC_URL: 'http://127.0.0.1.nip.io:3000' })).toBe('locked');
    expect(forEnv({ HOST: '0.0.0.0' })).toBe('locked');
    expect(forEnv({ HOST: '::' })).toBe('locked');
    expect(forEnv({ HOST: '192.168.1.20', PUBLIC_URL: 'http://127.0.0.1:3000' })).toBe('locked');
    expect(forEnv({ HOST: 'starlane.example' })).toBe('locked');
    expect(forEnv({ NODE_ENV: 'production' })).toBe('locked');
    expect(demoAccountsDecision(loadConfig({ HOST: '0.0.0.0' })).reason).toBe(
      'HOST 0.0.0.0 is not loopback alone',
    );
  });

  it('a catalogue seeded with published passwords is locked when the site starts where others reach it', async () => {
    await withSeeded('published', async (db) => {
      const staff = await db
        .selectFrom('members')
        .select('id')
        .where('user_name', '=', 'demo_staff')
        .executeTakeFirstOrThrow();
      const at = new Date().toISOString();
      await db
        .insertInto('sessions')
        .values({
          id_hash: 'h',
          member_id: staff.id,
          persistent: 1,
          created_at: at,
          expires_at: at,
          last_seen_at: at,
        })
        .execute();

      expect(await lockPublishedDemoAccounts(db)).toBe(SMALL.members);
      const members = await db.selectFrom('members').selectAll().execute();
      expect(members.filter((m) => m.role === 'staff')).toEqual([]);
      for (const member of members)
        expect(await verifyPassword(member.password_hash, DEMO_PASSWORD)).toBe(false);
      expect(await db.selectFrom('sessions').selectAll().execute()).toEqual([]);
      // Once locked, nothing is left to lock.
      expect(await lockPublishedDemoAccounts(db)).toBe(0);
    });
  });

  it('locked: no staff member, and the published password opens no account', async () => {
    const members = await seededMembers('locked');
    expect(members.length).toBe(SMALL.members);
    expect(members.filter((m) => m.role === 'staff')).toHaveLength(0);
    expect(members.some((m) => m.user_name === 'demo_staff')).toBe(false);
    for (const member of members)
      expect(await verifyPassword(member.password_hash, DEMO_PASSWORD)).toBe(false);
  });

  it('published: demo_staff is staff and signs in with the documented password', async () => {
    const members = await seededMembers('published');
    const staff = members.find((m) => m.user_name === 'demo_staff');
    expect(staff?.role).toBe('staff');
    expect(await verifyPassword(staff!.password_hash, DEMO_PASSWORD)).toBe(true);
  });
});
