import fs from 'node:fs';
import path from 'node:path';

/**
 * The committed list of common passwords (docs/decisions/0019): the top 100,000 of a public leaked-password
 * corpus, lower-cased, keeping those of at least 8 characters (shorter ones fail the length rule anyway).
 * `src/accounts` and `dist/accounts` are both two levels below the package, so one path serves both.
 */
const LIST_FILE = path.resolve(import.meta.dirname, '../../assets/common-passwords.txt');

let common: Set<string> | undefined;

function list(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return common;
}

/** Whether a password is on the list (any case), or is one character repeated. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (/^(.)\1*$/su.test(lower)) return true;
  return list().has(lower);
}
