/**
 * The editor page's start script: it loads Decap and points it at the dev server, and stands between
 * Decap and the write API (Decap's fetch to it goes through here). It adds to each save and delete
 * the version of each file this tab loaded (editor-versions.ts says why the page carries it), and,
 * where the API asks for a secret (a server other machines reach), asks the editor for it once per tab.
 */
import { EDITOR_API_PATH, EDITOR_DIR } from '../emit/cms-config';

export function editorStartScript(): string {
  return `window.CMS_MANUAL_INIT = true;
const api = new URL(${JSON.stringify(EDITOR_API_PATH)}, location.href).href;
const versions = new Map();
const SECRET = 'content-editor-secret';
const pathsOf = (action, params) =>
  action === 'persistEntry'
    ? [...(params.dataFiles ?? []).map((file) => file.path), ...(params.assets ?? []).map((asset) => asset.path)]
    : action === 'persistMedia'
      ? [params.asset?.path]
      : action === 'deleteFiles'
        ? (params.paths ?? [])
        : action === 'deleteFile'
          ? [params.path]
          : [];
const remember = (file) => {
  if (file && typeof file.path === 'string') versions.set(file.path, file.id ?? null);
};
const send = window.fetch.bind(window);
window.fetch = async (input, init) => {
  if (typeof input !== 'string' || new URL(input, location.href).href !== api || typeof init?.body !== 'string')
    return send(input, init);
  const request = JSON.parse(init.body);
  const params = request.params ?? {};
  const paths = pathsOf(request.action, params).filter((path) => versions.has(path));
  if (paths.length) params.loaded = Object.fromEntries(paths.map((path) => [path, versions.get(path)]));
  const body = JSON.stringify({ ...request, params });
  const headers = new Headers(init.headers);
  const ask = () => send(input, { ...init, headers, body });
  if (sessionStorage.getItem(SECRET)) headers.set('Authorization', 'Bearer ' + sessionStorage.getItem(SECRET));
  let response = await ask();
  if (response.status === 401) {
    const secret = prompt('This content editor asks for its secret (EDITOR_SECRET of the dev server):');
    if (secret) {
      sessionStorage.setItem(SECRET, secret);
      headers.set('Authorization', 'Bearer ' + secret);
      response = await ask();
    }
  }
  if (!response.ok) return response;
  const answer = await response.clone().json();
  if (request.action === 'getEntry') remember(answer.file);
  if (request.action === 'getMedia') answer.forEach(remember);
  if (request.action === 'getMediaFile' || request.action === 'persistMedia') remember(answer);
  for (const [path, id] of Object.entries(answer?.versions ?? {})) versions.set(path, id);
  return response;
};
const script = document.createElement('script');
script.src = ${JSON.stringify(`/${EDITOR_DIR}/decap-cms.js`)};
script.onload = () =>
  window.CMS.init({ config: { local_backend: { url: api, allowed_hosts: [location.hostname] } } });
document.head.append(script);
`;
}
