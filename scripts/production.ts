/**
 * Imported first by the build commands: React's production build renders the same HTML about twice as
 * fast as its development build. ES modules run in import order, so this runs before React loads.
 */
process.env.NODE_ENV ??= 'production';
