/**
 * editor(): the content editor as a part of dist/ (build/emit/editor-files.ts), at /admin/, with its own
 * Content-Security-Policy for its files. Its settings are the site's (SiteConfig.editor); without this
 * plugin the editor is npm run dev's only. It signs in through the site's own server (/api/auth) unless
 * the settings name another service.
 */
import { EDITOR_OPENER_POLICY } from '../../lib/editor-sign-in';
import { EDITOR_DIR, editorFiles, GITHUB_ORIGINS } from '../emit/editor-files';
import { editorSecurityPolicy } from '../emit/headers';
import { definePlugin } from '../stages/run';

export const editor = () =>
  definePlugin({
    name: 'editor',
    // The configuration names the site's origin: Decap takes the sign-in's messages from there only.
    files: (run) => editorFiles(run.site, run.siteUrl),
    headers: (run) => {
      const { authUrl, apiRoot } = run.site.editor ?? {};
      const policy = editorSecurityPolicy({
        connect: [
          ...(apiRoot ? [new URL(apiRoot).origin] : GITHUB_ORIGINS.connect),
          ...(authUrl ? [new URL(authUrl).origin] : []),
        ],
        img: GITHUB_ORIGINS.img,
      });
      // The editor's files keep every other header; '!' takes the site's off before its own. The
      // sign-in popup must keep its opener after its visit to GitHub, which the site's opener policy forbids.
      return [
        {
          path: `/${EDITOR_DIR}/*`,
          lines: [
            '! Content-Security-Policy',
            `Content-Security-Policy: ${policy}`,
            '! Cross-Origin-Opener-Policy',
            `Cross-Origin-Opener-Policy: ${EDITOR_OPENER_POLICY}`,
            'X-Robots-Tag: noindex',
          ],
        },
      ];
    },
  });
