/**
 * editor(): the content editor as a part of dist/ (build/emit/editor-files.ts), at /admin/, with its own
 * Content-Security-Policy for its files. Its settings are the site's (SiteConfig.editor); without this
 * plugin the editor is npm run dev's only.
 */
import { EDITOR_DIR, editorFiles, GITHUB_ORIGINS } from '../emit/editor-files';
import { editorSecurityPolicy } from '../emit/headers';
import { definePlugin } from '../stages/run';

export const editor = () =>
  definePlugin({
    name: 'editor',
    files: (run) => editorFiles(run.site),
    headers: (run) => {
      const { authUrl } = run.site.editor ?? {};
      const policy = editorSecurityPolicy({
        connect: [...GITHUB_ORIGINS.connect, ...(authUrl ? [new URL(authUrl).origin] : [])],
        img: GITHUB_ORIGINS.img,
      });
      // The editor's files keep every other header; '!' takes the site's policy off before its own.
      return [
        {
          path: `/${EDITOR_DIR}/*`,
          lines: ['! Content-Security-Policy', `Content-Security-Policy: ${policy}`, 'X-Robots-Tag: noindex'],
        },
      ];
    },
  });
