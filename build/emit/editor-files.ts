/**
 * The content editor as a part of dist/, for a site that lists the editor plugin (build/plugins/editor.ts): /admin/ with
 * Decap CMS, its configuration (the same text npm run schemas writes) and Decap's own files. It signs
 * in to the Git host the configuration names, and each save there is a pull request. Its answers carry
 * their own Content-Security-Policy (headers.ts): Decap checks its forms with code it compiles (eval),
 * which the site's pages never allow.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AnySite } from '../site';
import { cmsConfigFile, EDITOR_DIR } from './cms-config';

export { EDITOR_DIR };

/** The origins the editor talks to on GitHub: its API, and the avatars and media it shows. */
export const GITHUB_ORIGINS = {
  connect: ['https://api.github.com'],
  img: ['https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'],
};

/** The editor's page: Decap's configuration, and the script that starts it (`script`, under /admin/). */
export function editorPage(script: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Content editor</title>
<link href="/${EDITOR_DIR}/config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
<script src="/${EDITOR_DIR}/${script}"></script>
</body>
</html>
`;
}

/** The folder of Decap's prebuilt bundle in node_modules, where the parts it loads lie beside it. */
export function decapDist(): string {
  try {
    return path.dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'));
  } catch {
    throw new Error('the content editor needs decap-cms, a devDependency: install with `npm ci` (not --omit=dev)');
  }
}

/** Decap's bundle and the parts it loads from beside it (no source maps). */
function decapFiles(): { file: string; data: Uint8Array }[] {
  const dist = decapDist();
  return readdirSync(dist)
    .filter((name) => /^([\w]+\.)?decap-cms\.js$|\.wasm$/.test(name))
    .sort()
    .map((name) => ({ file: `${EDITOR_DIR}/${name}`, data: readFileSync(path.join(dist, name)) }));
}

/** The site's editor configuration: what npm run schemas writes beside it and a deployed editor serves (with the site's origin). */
export function siteEditorConfig(site: AnySite, siteUrl?: string): string {
  return cmsConfigFile(site.collections, site.dataDir, { icons: site.icons, editor: site.editor, siteUrl });
}

export function editorFiles(site: AnySite, siteUrl?: string): { file: string; data: string | Uint8Array }[] {
  return [
    { file: `${EDITOR_DIR}/index.html`, data: editorPage('decap-cms.js') },
    { file: `${EDITOR_DIR}/config.yml`, data: siteEditorConfig(site, siteUrl) },
    ...decapFiles(),
  ];
}
