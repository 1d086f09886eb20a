import { describe, expect, it } from 'vitest';
import { criticalCssOf, parseSheet, serializeSheet } from './critical-css.js';

const SHEET = [
  ':root,[data-bs-theme=light]{--bs-blue:#0d6efd;--bs-body-color:#212529;--bs-link-color:var(--bs-blue);--bs-unused:1px}',
  'body{margin:0;color:var(--bs-body-color)}',
  'a{color:var(--bs-link-color)}',
  'kbd{padding:.2rem}',
  '.btn{--bs-btn-bg:transparent;background:var(--bs-btn-bg);content:"a{b};c"}',
  '.btn:not(.active):disabled,.card .btn{opacity:.5}',
  '.btn:hover,.btn:not(:focus){color:red}',
  '.navbar-nav{display:flex}',
  '@media (min-width:992px){.navbar-expand-lg .navbar-nav{flex-direction:row}.modal{display:none}}',
  '@media (prefers-reduced-motion:reduce){.modal{transition:none}}',
  '.progress-bar{animation:1s linear infinite progress-bar-stripes}',
  '@keyframes progress-bar-stripes{0%{background-position-x:1rem}}',
  '@keyframes spinner-grow{0%{transform:scale(0)}}',
  '.icon{background:url("data:image/svg+xml,%3csvg viewBox=\'0 0 1 1\'%3e%3c/svg%3e")}',
].join('');

describe('critical CSS', () => {
  it('reads every rule: the sheet written back is the sheet', () => {
    expect(serializeSheet(parseSheet(SHEET))).toBe(SHEET);
  });

  it("keeps the rules the page's classes and elements can match, media queries included", () => {
    const html =
      '<html><body><nav class="navbar navbar-expand-lg"><ul class="navbar-nav"><li><a class="btn" href="/">x</a></li></ul></nav></body></html>';
    const css = criticalCssOf(parseSheet(SHEET), html);
    expect(css).toContain('body{margin:0;color:var(--bs-body-color)}');
    expect(css).toContain('a{color:var(--bs-link-color)}');
    expect(css).toContain('.navbar-nav{display:flex}');
    expect(css).toContain('@media (min-width:992px){.navbar-expand-lg .navbar-nav{flex-direction:row}}');
    // A class inside :not() does not rule a selector out; a missing ancestor class does.
    expect(css).toContain('.btn:not(.active):disabled{opacity:.5}');
    // What applies only on interaction waits for the whole sheet; :focus inside :not() is not interaction.
    expect(css).toContain('.btn:not(:focus){color:red}');
    expect(css).toContain('.btn{--bs-btn-bg:transparent;background:var(--bs-btn-bg);content:"a{b};c"}');
    expect(css).not.toContain('.modal');
    expect(css).not.toContain('kbd');
    expect(css).not.toContain('@keyframes');
    // Custom properties: those read (through var() chains) stay, the others go.
    expect(css).toContain(
      ':root,[data-bs-theme=light]{--bs-blue:#0d6efd;--bs-body-color:#212529;--bs-link-color:var(--bs-blue)}',
    );
    expect(css).not.toContain('--bs-unused');
  });

  it('keeps keyframes a kept rule names and properties an inline style reads', () => {
    const html = '<div class="progress-bar" style="width:var(--bs-unused)"></div><kbd>k</kbd>';
    const css = criticalCssOf(parseSheet(SHEET), html);
    expect(css).toContain('@keyframes progress-bar-stripes{0%{background-position-x:1rem}}');
    expect(css).not.toContain('spinner-grow');
    expect(css).toContain('--bs-unused:1px');
    expect(css).toContain('kbd{padding:.2rem}');
  });

  it('leaves rules for fields the browser filled in to the whole sheet, prefixed or wrapped by the minifier', () => {
    const sheet = parseSheet(
      [
        '.form-control{padding:1rem}',
        ':-webkit-any(.form-floating>.form-control:-webkit-autofill,.form-floating>.x:-webkit-autofill){padding:2rem}',
        ':is(.form-floating>.form-control:autofill){padding:3rem}',
        '.form-control:-webkit-autofill{color:red}',
        '.form-control:not(:autofill){color:blue}',
      ].join(''),
    );
    const css = criticalCssOf(sheet, '<div class="form-floating"><input class="form-control x"></div>');
    expect(css).toBe('.form-control{padding:1rem}.form-control:not(:autofill){color:blue}');
  });
});
