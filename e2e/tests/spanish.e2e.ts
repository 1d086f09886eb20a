/**
 * The Spanish journey (docs/decisions/0072, 0074) on the suite's shared server: a new visitor accepts the
 * consent in Spanish, browses and searches by a Spanish title, watches with Spanish captions showing, signs
 * up through the Spanish form and its confirmation mail (written in Spanish, linking the Spanish page:
 * docs/decisions/0082), rates and comments, all under /es.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { VideoListItem } from '@starlane/contract';
import { browserMissing, DESKTOP, useBrowser } from '../support/browser.js';
import { lastOutboxMail, linkIn, signInAs } from '../support/members.js';

/** A demo video with a Spanish title (the seed gives a few newest ones one, and captions in both languages). */
async function spanishVideo(page: Page): Promise<VideoListItem & { titleEs: string }> {
  const res = await page.request.get('/api/video/?amount=24&page=1&sort=newest');
  const { $values } = (await res.json()) as { $values: VideoListItem[] };
  const video = $values.find((v) => v.titleEs);
  if (!video?.titleEs) throw new Error('The demo catalogue has no video with a Spanish title');
  return { ...video, titleEs: video.titleEs };
}

/** The word of the Spanish title that its English one lacks, longest first: found only by the Spanish title. */
function spanishWord(video: { title: string; titleEs: string }): string {
  const english = video.title.toLowerCase();
  const words = video.titleEs.match(/[\p{L}]{4,}/gu) ?? [];
  const word = words.filter((w) => !english.includes(w.toLowerCase())).sort((a, b) => b.length - a.length)[0];
  if (!word) throw new Error(`No Spanish-only word in ${video.titleEs}`);
  return word;
}

/** The confirmation mail, once the server has written it to its outbox (it is sent after the answer). */
async function mailTo(email: string): Promise<string> {
  for (let tries = 0; ; tries++) {
    try {
      return lastOutboxMail(email);
    } catch (error) {
      if (tries >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The newest mail to `email` in the server's outbox exactly as written (lastOutboxMail unfolds it for links). */
function rawMailTo(email: string): string {
  const dir = path.join(inject('dataDir'), 'outbox');
  const raw = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => path.join(dir, file))
    .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs)
    .map((file) => fs.readFileSync(file, 'utf8'))
    .filter((text) => text.toLowerCase().includes(`to: ${email.toLowerCase()}`))
    .at(-1);
  if (!raw) throw new Error(`No mail to ${email} in the outbox`);
  return raw;
}

/** A mail as its reader sees it: quoted-printable bytes and the subject's encoded words read as UTF-8. */
function readable(raw: string): { subject: string; body: string } {
  const bytes = (text: string) =>
    Buffer.from(
      text.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  const headers = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const subject = (/^Subject: (.*)$/m.exec(headers)?.[1] ?? '')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : bytes(data.replace(/_/g, ' ')),
    );
  return { subject, body: bytes(raw.replace(/=\r?\n/g, '')) };
}

describe.skipIf(browserMissing())('the site in Spanish, in Chromium', () => {
  const browser = useBrowser();

  it('consents, browses, searches, watches with Spanish captions, signs up by mail, rates and comments', async () => {
    const page = await browser.newPage(DESKTOP);
    await page
      .context()
      .setExtraHTTPHeaders({ 'x-forwarded-for': `10.74.${randomBytes(1)[0]!}.${randomBytes(1)[0]! % 250}` });
    const video = await spanishVideo(page);

    // Consent, in Spanish.
    await page.goto('/es');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.getByRole('button', { name: 'Tengo 18 años o más - Entrar' }).click();
    await page.getByRole('button', { name: 'Tengo 18 años o más - Entrar' }).waitFor({ state: 'detached' });

    // Browse: the listing names the video by its Spanish title.
    await page.goto('/es/videos');
    await page.getByRole('link', { name: video.titleEs, exact: true }).first().waitFor();

    // Search by a word of the Spanish title only; the result links to the Spanish page.
    const word = spanishWord(video);
    const search = page.getByRole('combobox').first();
    await search.fill(word);
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/es/search' && url.searchParams.get('q') === word);
    await page.getByRole('link', { name: video.titleEs, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith(`/es/video/${video.wmcExternalId}/`));
    await page.getByRole('heading', { level: 1, name: video.titleEs }).waitFor();

    // Watch: Spanish captions are chosen by default, the track shows, and a cue is active once playing.
    const menu = page.getByRole('combobox', { name: 'Subtítulos' });
    expect(await menu.inputValue()).toBe('es');
    await page.evaluate(async () => {
      const element = document.querySelector('video')!;
      element.muted = true;
      element.currentTime = 1;
      await element.play().catch(() => undefined);
    });
    const cue = await page.waitForFunction(
      () => {
        const tracks = Array.from(document.querySelector('video')!.textTracks);
        const es = tracks.find((t) => t.language === 'es' && t.mode === 'showing');
        const active = es?.activeCues?.[0] as VTTCue | undefined;
        return tracks.some((t) => t.language === 'en' && t.mode === 'showing')
          ? 'both'
          : (active?.text ?? false);
      },
      undefined,
      { timeout: 15_000 },
    );
    expect(await cue.jsonValue()).toMatch(/barras de colores|tono constante|patrón|clip de demostración/);

    // Sign up in Spanish, confirm by the mail, then sign in.
    const userName = `es_${randomBytes(4).toString('hex')}`;
    const member = { email: `${userName}@example.test`, password: `pw ${randomBytes(6).toString('hex')}` };
    await page.goto('/es/signup');
    await page.getByLabel('Nombre de usuario').fill(userName);
    await page.getByLabel('Correo electrónico').fill(member.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(member.password);
    await page.getByLabel('Confirmar contraseña').fill(member.password);
    await page.getByRole('button', { name: 'Registrarse', exact: true }).click();
    await page
      .getByText('¡Bienvenido a la pandilla! ¡Ahora revisa tu correo y confirma tu registro!')
      .waitFor();
    // The mail is Spanish, subject and body, and its link is the Spanish page, which confirms the address.
    const raw = await mailTo(member.email);
    const mail = readable(rawMailTo(member.email));
    expect(mail.subject).toMatch(/: confirma tu dirección de correo electrónico$/);
    expect(mail.body).toContain(`Hola, ${userName}:`);
    expect(mail.body).toContain('Confirmar mi dirección de correo electrónico');
    expect(mail.body).not.toMatch(/Welcome to|Confirm my|If you did not sign up/);
    const link = linkIn(raw, '/confirmemail');
    expect(new URL(link).pathname).toBe('/es/confirmemail');
    await page.goto(link);
    await page.getByText('Tu dirección de correo electrónico está confirmada.').waitFor();
    await signInAs(page, member);

    // Rate and comment on the Spanish page.
    await page.goto(`/es/video/${video.wmcExternalId}/${encodeURIComponent(video.title)}`);
    await page.getByRole('button', { name: 'Valorar con 5' }).click();
    await page.getByText('¡Gracias por tu valoración!').waitFor();
    const comment = `Qué barras de colores tan bonitas ${randomBytes(2).toString('hex')}`;
    const form = page.locator('form.sl-comment-form').first();
    await form.locator('textarea').fill(comment);
    await form.locator('button[type="submit"]').click();
    await page.getByText('¡Gracias por opinar sobre este vídeo!').waitFor();
    await page.getByText(comment).waitFor();
  });
});
