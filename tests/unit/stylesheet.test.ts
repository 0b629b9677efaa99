/**
 * The stylesheet (build/assets/css.ts): Tailwind's compiler with the site's own @import resolution and
 * Lightning CSS minification, no @tailwindcss/node. What a stylesheet can ask for either works or fails
 * with a message that names the file.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildCss } from '../../build/assets/css';
import siteConfig from '../../templates/site';

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'stylesheet-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function project(files: Record<string, string>): string {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return path.join(root, 'styles/site.css');
}

it("builds the site's stylesheet: the font face first, the theme's colours, the classes the templates use, minified", async () => {
  const css = await buildCss(siteConfig.stylesheet!, { face: siteConfig.font!, url: '/assets/inter-abc.woff2' });
  expect(css.startsWith('@font-face{font-family:Inter Variable;')).toBe(true);
  expect(css).toContain('src:url(/assets/inter-abc.woff2)format("woff2")');
  expect(css).toContain('--color-accent:#be185d');
  // A utility built from the theme, found by scanning templates/ (the header's call to action).
  expect(css).toMatch(/\.bg-accent\{background-color:var\(--color-accent\)\}/);
  // Preflight, from tailwindcss's own index.css through @import "tailwindcss".
  expect(css).toContain('box-sizing:border-box');
  expect(css).not.toContain('\n');
  expect(css).not.toContain('@media not (');
});

it('follows relative @imports and scans only what @source names', async () => {
  const entry = project({
    'styles/site.css': '@import "tailwindcss" source(none);\n@import "./parts/brand.css";\n@source "../pages";\n',
    'styles/parts/brand.css': '.brand-mark { color: rebeccapurple; }\n',
    'pages/home.html': '<p class="text-center underline">home</p>\n',
    'elsewhere/other.html': '<p class="italic">not scanned</p>\n',
  });
  const css = await buildCss(entry);
  expect(css).toContain('.brand-mark{color:#639}');
  expect(css).toContain('.text-center{text-align:center}');
  expect(css).toContain('.underline{text-decoration-line:underline}');
  expect(css).not.toContain('.italic');
});

it('refuses a plugin or config module with the stylesheet named, and an @import that is not there', async () => {
  const withPlugin = project({ 'styles/site.css': '@import "tailwindcss";\n@plugin "@tailwindcss/typography";\n' });
  await expect(buildCss(withPlugin)).rejects.toThrow(
    /site\.css: '@tailwindcss\/typography' is a plugin or config module/,
  );
  const missing = project({ 'styles/site.css': '@import "tailwindcss";\n@import "./nowhere.css";\n' });
  await expect(buildCss(missing)).rejects.toThrow(/nowhere\.css/);
});
