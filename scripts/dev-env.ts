/**
 * Imported first by npm run dev: pages render with React's production build, as `npm run build` renders
 * them (about twice as fast), while the dev server keeps the NODE_ENV it was started with (production
 * would refuse the bot-check's test keys). ES modules run in import order, so this runs before React loads.
 */
export const serverNodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
