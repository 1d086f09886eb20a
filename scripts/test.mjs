// `npm test`: type-check and lint, build, then every suite (unit, integration on SQLite and PostgreSQL,
// component, browser). Ends with one plain summary line: "tests: N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-test-'));
const extra = process.argv.slice(2);

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status === 0;
}

function tally(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.success === false && !report.numFailedTests ? 1 : 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

const steps = [
  ['type-check', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['build', 'npm', ['run', 'build']],
];
let ok = true;
for (const [label, command, args] of steps) {
  if (!run(label, command, args)) {
    ok = false;
    break;
  }
}

const unitReport = path.join(reports, 'unit.json');
const e2eReport = path.join(reports, 'e2e.json');
if (ok) {
  ok =
    run('unit, integration and component tests', 'npx', [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${unitReport}`,
      ...extra,
    ]) && ok;
  ok =
    run('browser tests', 'npx', [
      'vitest',
      'run',
      '--config',
      'e2e/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${e2eReport}`,
      ...extra,
    ]) && ok;
}

const totals = [tally(unitReport), tally(e2eReport)].reduce(
  (sum, t) => ({
    passed: sum.passed + t.passed,
    failed: sum.failed + t.failed,
    skipped: sum.skipped + t.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
if (!ok && totals.failed === 0) totals.failed = 1;
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
fs.rmSync(reports, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
