/**
 * `<link rel="modulepreload">` tags for the page module a server render used (docs/decisions/0040): without
 * them the browser learns of the page's chunk only once the entry script has run, one round trip (and a
 * whole script evaluation) late. Worked out from the web build's Vite manifest.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The build's manifest (`build.manifest`), or an empty one when there is no build. */
export function readViteManifest(webDistDir: string): ViteManifest {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ViteManifest;
}

/**
 * Answers, per list of module ids, the preload tags of their chunks and the chunks they import statically,
 * leaving out what index.html already loads (the entry and its imports). Memoised: the set of pages is small.
 */
export function createModulePreloads(manifest: ViteManifest): (moduleIds: readonly string[]) => string {
  const closure = (key: string, into: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return into;
    into.add(key);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const loadedByShell = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, loadedByShell);

  const memo = new Map<string, string>();
  return (moduleIds) => {
    const memoKey = moduleIds.join('\n');
    let tags = memo.get(memoKey);
    if (tags === undefined) {
      const needed = new Set<string>();
      for (const id of moduleIds) closure(id, needed);
      tags = [...needed]
        .filter((key) => !loadedByShell.has(key) && manifest[key]?.file.endsWith('.js'))
        .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file ?? ''}" />`)
        .join('\n    ');
      memo.set(memoKey, tags);
    }
    return tags;
  };
}
