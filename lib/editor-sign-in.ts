/**
 * Where the content editor signs in to GitHub through the site's own server, shared by the build (the
 * editor's configuration and headers) and the server (the routes that answer there).
 */

/** Decap's `auth_endpoint`, under the site's origin: the popup opens it and is sent on to GitHub. */
export const EDITOR_AUTH_PATH = '/api/auth';

/** Where GitHub sends the editor back; the OAuth App's callback URL is the site's origin plus this. */
export const EDITOR_AUTH_CALLBACK_PATH = `${EDITOR_AUTH_PATH}/callback`;

/**
 * The opener policy of the editor and of the sign-in pages. With the site's `same-origin`, the popup
 * loses its opener once it has been to GitHub and the token has no way back; these keep the popup the
 * editor opened, and only it, in touch with the editor.
 */
export const EDITOR_OPENER_POLICY = 'same-origin-allow-popups';
export const SIGN_IN_OPENER_POLICY = 'unsafe-none';
