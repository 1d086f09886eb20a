/**
 * The critical CSS of a server-rendered page (docs/decisions/0077): the rules of the app's one stylesheet
 * that the page's own markup can use, inlined into it, while the whole stylesheet (immutable, hashed) loads
 * without blocking the first paint. Nothing is lost by the cut: the whole sheet follows on every page, with
 * every rule; the inlined part only has to be enough for the first paint to look as it will once the sheet
 * applies, so the choice errs on keeping. A selector is kept unless it names a class or an element that the
 * page's HTML does not have (classes inside :not(), :is(), :has() and attribute selectors never rule one out)
 * or that applies only on interaction (:hover, :focus, :active, outside :not()) or to a field the browser
 * filled in (:autofill);
 * custom properties are kept when a kept rule or an inline style reads them (through var() chains);
 * keyframes when a kept rule names them; at-rules with a block (media, supports) hold the kept rules inside.
 */

/** A parsed top-level or nested item of a stylesheet. */
type CssNode =
  | { kind: 'style'; selectors: Selector[]; declarations: string[] }
  | { kind: 'group'; prelude: string; children: CssNode[] }
  | { kind: 'keyframes'; name: string; text: string }
  | { kind: 'verbatim'; text: string };

interface Selector {
  text: string;
  classes: string[];
  elements: string[];
  /** Matches only while the visitor interacts (hover, focus, active): nothing the first paint shows. */
  interactive: boolean;
}

/** Pseudo-classes (and the file button's pseudo-elements) that apply only on interaction. */
const INTERACTIVE =
  /:(hover|focus|focus-visible|focus-within|active|-moz-focusring)(?![\w-])|::?(file-selector-button|-webkit-file-upload-button|-moz-focus-inner)/;

/**
 * A field the browser has filled in (:autofill, and the prefixed form minifiers wrap in :-webkit-any()): the
 * browser fills fields after the page has loaded, so such rules wait for the whole sheet like interaction does,
 * wherever they name it outside :not(). The Nu Html Checker cannot parse these selectors either.
 */
const AUTOFILLED = /:(-webkit-)?autofill(?![\w-])/;
/** :not(...) with one level of nested parentheses, as in :not(:is(.a)). */
const NOT_GROUPS = /:not\((?:[^()]|\([^()]*\))*\)/g;

/** A stylesheet made ready for picking each page's rules. */
export interface ParsedSheet {
  nodes: CssNode[];
}

/** The index just past the quoted string starting at `start` (escapes respected). */
function skipString(css: string, start: number): number {
  const quote = css[start];
  let i = start + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

/**
 * The index of the first of `stops` at nesting depth 0 from `start` (strings, comments, parentheses and
 * brackets skipped), or css.length.
 */
function scanTo(css: string, start: number, stops: string): number {
  let depth = 0;
  let i = start;
  while (i < css.length) {
    const c = css[i] as string;
    if (c === '"' || c === "'") {
      i = skipString(css, i);
      continue;
    }
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 2;
      continue;
    }
    if (c === '\\') {
      i += 2;
      continue;
    }
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && stops.includes(c)) return i;
    i++;
  }
  return css.length;
}

/** The index of the `}` closing the block whose `{` is at `open`. */
function blockEnd(css: string, open: number): number {
  let i = open + 1;
  let depth = 1;
  while (i < css.length) {
    const at = scanTo(css, i, '{}');
    if (at >= css.length) return css.length;
    depth += css[at] === '{' ? 1 : -1;
    if (depth === 0) return at;
    i = at + 1;
  }
  return css.length;
}

/** Splits `text` at `separator` characters outside strings, parentheses and brackets. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (;;) {
    const at = scanTo(text, from, separator);
    parts.push(text.slice(from, at));
    if (at >= text.length) return parts;
    from = at + 1;
  }
}

const stripComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '');

/** What a selector requires of the page: its classes and element names outside functional pseudo-classes. */
function selectorOf(raw: string): Selector {
  const text = raw.trim();
  let bare = text;
  // Innermost parentheses first: :not(.a:is(.b)) loses all of its argument.
  while (/\([^()]*\)/.test(bare)) bare = bare.replace(/\([^()]*\)/g, '');
  const interactive = INTERACTIVE.test(bare) || AUTOFILLED.test(text.replace(NOT_GROUPS, ''));
  bare = bare.replace(/\[[^\]]*\]/g, '').replace(/::?[\w-]+/g, '');
  // A class with escapes (.w-1\/2) is never ruled out: it is kept whatever the page holds.
  const classes = [...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)(?![\w\\-])/g)].map((m) => m[1] as string);
  const elements = bare
    .split(/[\s>+~]+/)
    .map((compound) => /^[a-zA-Z][\w-]*/.exec(compound)?.[0].toLowerCase())
    .filter((name): name is string => name !== undefined);
  return { text, classes, elements, interactive };
}

function parseNodes(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    const stop = scanTo(css, i, '{;}');
    const prelude = stripComments(css.slice(i, stop)).trim();
    if (stop >= css.length || css[stop] !== '{') {
      if (prelude) nodes.push({ kind: 'verbatim', text: `${prelude};` });
      i = stop + 1;
      continue;
    }
    const end = blockEnd(css, stop);
    const inner = css.slice(stop + 1, end);
    i = end + 1;
    const atRule = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase();
    if (atRule === 'media' || atRule === 'supports' || atRule === 'container' || atRule === 'layer') {
      nodes.push({ kind: 'group', prelude, children: parseNodes(inner) });
    } else if (atRule?.endsWith('keyframes')) {
      nodes.push({ kind: 'keyframes', name: prelude.split(/\s+/)[1] ?? '', text: `${prelude}{${inner}}` });
    } else if (atRule !== undefined) {
      nodes.push({ kind: 'verbatim', text: `${prelude}{${inner}}` });
    } else {
      nodes.push({
        kind: 'style',
        selectors: splitTopLevel(prelude, ',').map(selectorOf),
        declarations: splitTopLevel(stripComments(inner), ';')
          .map((d) => d.trim())
          .filter(Boolean),
      });
    }
  }
  return nodes;
}

export function parseSheet(css: string): ParsedSheet {
  return { nodes: parseNodes(css) };
}

/** The sheet written back whole: the parser's own check (every rule it read is there). */
export function serializeSheet(sheet: ParsedSheet): string {
  return write(sheet.nodes, () => true);
}

/** What a page's HTML holds that selectors can ask for. */
interface PageTokens {
  classes: Set<string>;
  elements: Set<string>;
  inlineVars: Set<string>;
}

function tokensOf(html: string): PageTokens {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (m[1] as string).split(/\s+/)) if (name) classes.add(name);
  }
  const elements = new Set<string>();
  for (const m of html.matchAll(/<([a-zA-Z][\w-]*)/g)) elements.add((m[1] as string).toLowerCase());
  const inlineVars = new Set<string>();
  for (const m of html.matchAll(/\sstyle="([^"]*)"/g)) {
    for (const v of (m[1] as string).matchAll(/(--[\w-]+)/g)) inlineVars.add(v[1] as string);
  }
  return { classes, elements, inlineVars };
}

const possible = (selector: Selector, page: PageTokens) =>
  !selector.interactive &&
  selector.classes.every((c) => page.classes.has(c)) &&
  selector.elements.every((e) => page.elements.has(e));

/** The page's rules: style rules with the selectors the page can match, groups holding any. */
function pick(nodes: CssNode[], page: PageTokens): CssNode[] {
  const kept: CssNode[] = [];
  for (const node of nodes) {
    if (node.kind === 'style') {
      const selectors = node.selectors.filter((s) => possible(s, page));
      if (selectors.length > 0) kept.push({ ...node, selectors });
    } else if (node.kind === 'group') {
      const children = pick(node.children, page);
      if (children.length > 0) kept.push({ ...node, children });
    } else {
      kept.push(node);
    }
  }
  return kept;
}

const customProperty = (declaration: string) => /^(--[\w-]+)\s*:/.exec(declaration)?.[1];

function eachStyle(nodes: CssNode[], visit: (node: Extract<CssNode, { kind: 'style' }>) => void) {
  for (const node of nodes) {
    if (node.kind === 'style') visit(node);
    else if (node.kind === 'group') eachStyle(node.children, visit);
  }
}

/** The custom properties the kept rules read, following var() chains through their definitions. */
function propertiesRead(nodes: CssNode[], page: PageTokens): Set<string> {
  const definitions = new Map<string, string[]>();
  const read = new Set<string>(page.inlineVars);
  const queue: string[] = [...read];
  const reads = (text: string) => {
    for (const m of text.matchAll(/var\(\s*(--[\w-]+)/g)) {
      const name = m[1] as string;
      if (!read.has(name)) {
        read.add(name);
        queue.push(name);
      }
    }
  };
  eachStyle(nodes, (node) => {
    for (const declaration of node.declarations) {
      const name = customProperty(declaration);
      if (name) definitions.set(name, [...(definitions.get(name) ?? []), declaration]);
      else reads(declaration);
    }
  });
  while (queue.length > 0) {
    for (const definition of definitions.get(queue.pop() as string) ?? []) reads(definition);
  }
  return read;
}

function write(nodes: CssNode[], keepDeclaration: (declaration: string) => boolean): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'style') {
      const declarations = node.declarations.filter(keepDeclaration);
      if (declarations.length > 0)
        out += `${node.selectors.map((s) => s.text).join(',')}{${declarations.join(';')}}`;
    } else if (node.kind === 'group') {
      const inner = write(node.children, keepDeclaration);
      if (inner) out += `${node.prelude}{${inner}}`;
    } else {
      out += node.text;
    }
  }
  return out;
}

/** The rules of `sheet` that the page `html` can use (see the module comment). */
export function criticalCssOf(sheet: ParsedSheet, html: string): string {
  const page = tokensOf(html);
  const picked = pick(sheet.nodes, page);
  const read = propertiesRead(picked, page);
  const withoutUnused = write(
    picked.filter((n) => n.kind !== 'keyframes'),
    (declaration) => {
      const name = customProperty(declaration);
      return name === undefined || read.has(name);
    },
  );
  // Keyframes the kept rules name (an animation shorthand or animation-name), after the rules.
  const keyframes = picked.filter(
    (n): n is Extract<CssNode, { kind: 'keyframes' }> =>
      n.kind === 'keyframes' && new RegExp(`animation[\\w-]*:[^;}]*\\b${n.name}\\b`).test(withoutUnused),
  );
  return withoutUnused + keyframes.map((k) => k.text).join('');
}

/** Picks already made, by what the page holds: most pages of a kind hold the same classes. */
const picks = new WeakMap<ParsedSheet, Map<string, string>>();
const PICKS_KEPT = 256;

/** criticalCssOf, remembered for pages holding the same classes, elements and inline properties. */
export function rememberedCriticalCssOf(sheet: ParsedSheet, html: string): string {
  const page = tokensOf(html);
  const key = [page.classes, page.elements, page.inlineVars].map((s) => [...s].sort().join(' ')).join('|');
  let kept = picks.get(sheet);
  if (!kept) {
    kept = new Map();
    picks.set(sheet, kept);
  }
  let css = kept.get(key);
  if (css === undefined) {
    css = criticalCssOf(sheet, html);
    if (kept.size >= PICKS_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(key, css);
  }
  return css;
}
