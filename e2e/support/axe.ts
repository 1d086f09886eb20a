import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser bundle, read once per test file. */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type Impact = 'critical' | 'serious' | 'moderate' | 'minor';
export const IMPACTS: readonly Impact[] = ['critical', 'serious', 'moderate', 'minor'];

export interface Violation {
  id: string;
  impact: Impact;
  help: string;
  /** CSS selectors of the offending nodes (the first few). */
  targets: string[];
  /** axe's explanation for the first node (colours and ratio for contrast, the attribute for ARIA). */
  summary: string;
}

export interface AuditRow {
  route: string;
  width: number;
  violations: Violation[];
  /** document.scrollingElement.scrollWidth - clientWidth: above 0 means the page scrolls sideways. */
  overflow: number;
}

interface AxeResultsLike {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

/**
 * Runs axe-core in the page. The bundle is evaluated through the DevTools protocol rather than added as a
 * <script>: the site's CSP (nonce-only scripts) would refuse an injected tag, and the audit should see the
 * page exactly as visitors get it, CSP included.
 */
export async function runAxe(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } })
      .axe;
    // Every rule axe runs by default: WCAG 2.0-2.2 A/AA and the best practices; all impacts are counted.
    return (await axe.run(document, { resultTypes: ['violations'] })) as AxeResultsLike;
  });
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: (violation.impact ?? 'minor') as Impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(' > ')),
    summary: (violation.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
  }));
}

/** How far the page scrolls sideways (0 when it fits its viewport). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    return scroller.scrollWidth - scroller.clientWidth;
  });
}

export const isBlocking = (violation: Violation): boolean =>
  violation.impact === 'critical' || violation.impact === 'serious';

/** A plain-text table: one line per route and width, the count per impact and the rules that failed. */
export function formatAudit(rows: readonly AuditRow[]): string {
  const header = ['width', 'critical', 'serious', 'moderate', 'minor', 'overflow', 'route', 'rules'];
  const lines = rows.map((row) => {
    const count = (impact: Impact) => row.violations.filter((v) => v.impact === impact).length;
    return [
      `${String(row.width)}px`,
      ...IMPACTS.map((impact) => String(count(impact))),
      String(row.overflow),
      row.route,
      row.violations.map((v) => `${v.id}(${v.impact})`).join(' '),
    ];
  });
  const widths = header.map((_, i) => Math.max(header[i]!.length, ...lines.map((line) => line[i]!.length)));
  const pad = (cells: string[]) =>
    cells
      .map((cell, i) => (i >= 6 ? cell : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const total = (impact: Impact) =>
    rows.reduce((sum, row) => sum + row.violations.filter((v) => v.impact === impact).length, 0);
  // Each distinct finding once, with where it was seen first, so a fix can start from this output.
  const seen = new Map<string, string>();
  for (const row of rows) {
    for (const v of row.violations) {
      const key = `${v.id}(${v.impact}) ${v.help}: ${v.targets.join(', ')}`;
      if (!seen.has(key)) seen.set(key, `${String(row.width)}px ${row.route}; ${v.summary}`);
    }
  }
  return [
    pad(header),
    ...lines.map(pad),
    `Total over ${String(rows.length)} audits: ${IMPACTS.map((i) => `${i} ${String(total(i))}`).join(', ')}`,
    ...[...seen].map(([finding, where]) => `- ${finding} (first at ${where})`),
  ].join('\n');
}
