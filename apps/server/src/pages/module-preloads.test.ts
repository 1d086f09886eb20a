import { describe, expect, it } from 'vitest';
import { createModulePreloads, type ViteManifest } from './module-preloads.js';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  '_grid.js': { file: 'assets/grid-3.js', imports: ['_react.js', '_utils.js'] },
  '_utils.js': { file: 'assets/utils-4.js' },
  'src/app/routes/home.tsx': { file: 'assets/home-5.js', imports: ['_grid.js', '_react.js'] },
  'src/app/routes/video.tsx': { file: 'assets/video-6.js', imports: ['_utils.js'] },
};

describe('module preloads of a rendered page', () => {
  const preloads = createModulePreloads(manifest);

  it('preloads the page chunk and what it imports, not what index.html already loads', () => {
    const tags = preloads(['src/app/routes/home.tsx']);
    expect(tags.match(/href="[^"]+"/g)).toEqual([
      'href="/assets/home-5.js"',
      'href="/assets/grid-3.js"',
      'href="/assets/utils-4.js"',
    ]);
    expect(tags).toContain('rel="modulepreload" crossorigin');
  });

  it('answers nothing for an unknown module or none', () => {
    expect(preloads(['src/app/routes/gone.tsx'])).toBe('');
    expect(preloads([])).toBe('');
  });

  it('answers the same tags again from its memo', () => {
    expect(preloads(['src/app/routes/video.tsx'])).toBe(preloads(['src/app/routes/video.tsx']));
    expect(preloads(['src/app/routes/video.tsx']).match(/href/g)).toHaveLength(2);
  });
});
