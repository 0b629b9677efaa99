/**
 * Long-form text rendered from Markdown (articles, show notes): element styles scoped to the container,
 * since the HTML comes from the content and carries no classes.
 */
export const proseClasses = [
  'text-[17px] leading-[1.75] text-ink sm:text-lg',
  '[&>*:first-child]:mt-0',
  '[&_h2]:mb-4 [&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:leading-tight sm:[&_h2]:text-[1.75rem]',
  '[&_h3]:mb-3 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:leading-snug',
  '[&_p]:mb-5 [&_ul]:mb-6 [&_ol]:mb-6 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mb-2 [&_li]:pl-1 [&_li]:marker:text-accent',
  '[&_a]:font-medium [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-accent-strong',
  '[&_strong]:font-semibold',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-5 [&_blockquote]:text-muted',
].join(' ');
