/** The site's stylesheet: Tailwind v4 compiled in-process (no CLI start-up), minified, with the font face. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export async function buildCss(entry: string, fontUrl: string): Promise<string> {
  // Loaded when a stylesheet is built, not with the generator: a build that takes its assets from the
  // cache, and every render worker, never needs Tailwind.
  const [{ compile, optimize }, { Scanner }] = await Promise.all([import('@tailwindcss/node'), import('@tailwindcss/oxide')]);
  const input = await readFile(entry, 'utf8');
  const compiler = await compile(input, { base: path.dirname(entry), onDependency: () => {} });
  const scanner = new Scanner({ sources: compiler.sources });
  const css = compiler.build(scanner.scan());
  // Latin subset of Inter's variable font (weights 100-900); the only font the site loads.
  const fontFace = `@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(${fontUrl}) format("woff2");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}`;
  return optimize(fontFace + css, { minify: true }).code;
}
