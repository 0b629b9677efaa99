/** The visible words of a page's <main>, for the near-duplicate check. */
export function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? html;
  return main
    .replace(/<script[\s\S]*?<\/script>|<[^>]+>|&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
