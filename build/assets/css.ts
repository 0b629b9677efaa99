/**
 * The site's stylesheet: Tailwind v4's compiler run in-process (no CLI start-up), minified by Lightning
 * CSS as Tailwind's own `optimize` does, with the font face. Tailwind's core package, not
 * @tailwindcss/node: that wrapper loads jiti and enhanced-resolve for plugins and config files, which
 * the stylesheet does not use, and on Node 20 it starts a module-loader thread; importing it cost more
 * than compiling the whole stylesheet.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** A self-hosted font: its file and the @font-face that names it. */
export interface FontFace {
  file: string;
  family: string;
  /** A variable font's weight range, e.g. '100 900'. */
  weight?: string;
  unicodeRange?: string;
}

const fontFaceCss = (face: FontFace, url: string) =>
  `@font-face{font-family:"${face.family}";font-style:normal;font-display:swap;${face.weight ? `font-weight:${face.weight};` : ''}src:url(${url}) format("woff2");${face.unicodeRange ? `unicode-range:${face.unicodeRange}` : ''}}`;

export async function buildCss(entry: string, font?: { face: FontFace; url: string }): Promise<string> {
  // Loaded when a stylesheet is built, not with the generator: a build that takes its assets from the
  // cache never needs Tailwind.
  const [{ compile }, { Scanner }, lightning] = await Promise.all([
    import('tailwindcss'),
    import('@tailwindcss/oxide'),
    import('lightningcss'),
  ]);
  const input = await readFile(entry, 'utf8');
  const compiler = await compile(input, {
    base: path.dirname(entry),
    loadStylesheet,
    loadModule: async (id) => {
      throw new Error(
        `${path.relative(process.cwd(), entry)}: '${id}' is a plugin or config module; the site's stylesheet is plain CSS and its @theme`,
      );
    },
  });
  const scanner = new Scanner({ sources: compiler.sources });
  const css = compiler.build(scanner.scan());
  return optimize(lightning, (font ? fontFaceCss(font.face, font.url) : '') + css);
}

/** An @import: a path relative to the importing file, or a package's stylesheet (its `style` export, as in `@import "tailwindcss"`). */
async function loadStylesheet(id: string, base: string) {
  const file = /^\.{0,2}\//.test(id) ? path.resolve(base, id) : packageStylesheet(id);
  return { path: file, base: path.dirname(file), content: await readFile(file, 'utf8') };
}

function packageStylesheet(id: string): string {
  const [scope, name, ...rest] = id.split('/');
  const pkg = id.startsWith('@') ? `${scope}/${name}` : scope!;
  const sub = (id.startsWith('@') ? rest : [name, ...rest]).filter(Boolean).join('/');
  const root = path.dirname(require.resolve(`${pkg}/package.json`));
  if (sub) return path.join(root, sub);
  const manifest = require(`${pkg}/package.json`) as { style?: string; exports?: { '.'?: { style?: string } } };
  const style = manifest.exports?.['.']?.style ?? manifest.style;
  if (!style) throw new Error(`@import '${id}': the package has no stylesheet ('style' in its package.json)`);
  return path.join(root, style);
}

/**
 * Minified as @tailwindcss/node's `optimize` minifies (the same Lightning CSS options, browser targets
 * and two passes, the second folding what the first lowered), so the output is the same.
 */
function optimize(lightning: typeof import('lightningcss'), css: string): string {
  const { Features, transform } = lightning;
  const pass = (code: Uint8Array) =>
    transform({
      filename: 'input.css',
      code,
      minify: true,
      drafts: { customMedia: true },
      nonStandard: { deepSelectorCombinator: true },
      include: Features.Nesting | Features.MediaQueries,
      exclude: Features.LogicalProperties | Features.DirSelector | Features.LightDark,
      targets: { safari: (16 << 16) | (4 << 8), ios_saf: (16 << 16) | (4 << 8), firefox: 128 << 16, chrome: 111 << 16 },
      errorRecovery: true,
    });
  const first = pass(Buffer.from(css));
  for (const warning of first.warnings)
    console.warn(`stylesheet: ${warning.message} (generated CSS, line ${warning.loc.line})`);
  return pass(first.code).code.toString().replaceAll('@media not (', '@media not all and (');
}
