/**
 * Every problem the generator itself reports, by permanent name. The message says what is wrong at
 * the place the problem points to; the hint says what to do. A site adds its own catalogue for its
 * checks (defineProblems); tests assert names and places, and the prose lives here.
 */
import { defineProblems } from './problems';

export const problems = defineProblems({
  // Reading files
  NotUtf8: {
    title: 'A data file is not UTF-8 text',
    message: (hex: string) =>
      `this file is not UTF-8 text (byte 0x${hex} here is not a UTF-8 character); save it with the UTF-8 encoding`,
    hint: 'In most editors: File, Save with Encoding, UTF-8. A byte-order mark and Windows line endings are fine.',
  },
  RequiredFileMissing: {
    title: 'A required data file is missing',
    message: () => 'this required file is missing',
    hint: 'Restore the file from version control, or create it with the fields its schema asks for.',
  },
  StrayFile: {
    title: 'A file belongs to no collection',
    message: (dataDir: string, layout: string) => `this file belongs to no collection; ${dataDir} holds ${layout}`,
    hint: 'Move the file into the folder of its collection, or delete it if it is left over.',
  },
  BadFileName: {
    title: "A file name is not a page's slug",
    message: (slug: string) =>
      `the file name '${slug}' is the page's slug: use lowercase letters, digits and single hyphens`,
    hint: "Rename the file: 'Summer Sale.md' becomes 'summer-sale.md'. The name is the page's address.",
  },
  FrontMatterMissing: {
    title: 'A Markdown file has no front matter',
    message: () => "a Markdown file starts with front matter between '---' lines",
    hint: "Start the file with a line '---', the fields (title: ...), another '---', then the text.",
  },
  FrontMatterOpening: {
    title: 'Front matter opens with more than three dashes',
    message: (line: string) => `front matter opens with a line of three dashes and nothing else, not '${line}'`,
    hint: 'After the dashes a language name would make the front matter be read as JSON or JavaScript.',
  },
  // YAML
  YamlSyntax: {
    title: 'YAML syntax error',
    message: (detail: string, quoteHint: boolean) =>
      `YAML syntax: ${detail}${quoteHint ? " (text that starts with '{' or '[' must be in quotes)" : ''}`,
    hint: 'Look at the line and the one above it: a missing colon, a tab instead of spaces, or an indent that does not match its neighbours.',
  },
  DuplicateKey: {
    title: 'A key appears twice',
    message: () => 'this key appears twice in the same mapping',
    hint: 'Keep one of the two: the second would silently replace the first.',
  },
  UnknownAlias: {
    title: 'An alias names no anchor',
    message: (name: string) => `the alias '*${name}' names no anchor '&${name}' set before it`,
    hint: 'Define the anchor (&name) before the alias (*name) that uses it, or write the value out.',
  },
  AliasLoop: {
    title: 'An alias repeats itself',
    message: (name: string) => `the alias '*${name}' is inside its own anchor '&${name}', which would repeat forever`,
    hint: 'Write the repeated value out, or move the alias out of its own anchor.',
  },
  AliasBomb: {
    title: 'Aliases make a file too large',
    message: (limit: string) =>
      `the aliases up to here expand this file to more than ${limit} values; write the values out or repeat them less`,
    hint: 'Write the values out; a data file this large from aliases is almost always a mistake or an attack.',
  },
  BrokenFoldedWord: {
    title: 'A word is broken across a folded line',
    message: (word: string) =>
      `'${word}' ends a line of folded text: the page shows '${word} ' with a space; move the rest of the word up to this line`,
    hint: 'In text written with >, a line break becomes a space, so a line may not end inside a hyphenated word.',
  },
  // Schema
  Required: {
    title: 'A required value is missing',
    message: () => 'is required',
    hint: "Add the field; the collection's schema in the site's content definitions lists what each file needs.",
  },
  EmptyFile: {
    title: 'A data file with nothing in it',
    message: () => 'holds no fields: the file is empty, or only comments',
    hint: "Write the fields the file should hold (the collection's schema lists them; a folder's other files show them), or delete a file left over.",
  },
  WrongType: {
    title: 'A value has the wrong type',
    message: (expected: string, got: string) => `expected ${expected}, got ${got}`,
    hint: 'Text that looks like a number or a date (a price, a year, a time) must be quoted: price: "12.50".',
  },
  NotAllowed: {
    title: 'A value is not one of those allowed',
    message: (allowed: string) => `expected ${allowed}`,
    hint: 'Use one of the values the message lists, spelt and capitalised as there.',
  },
  TooFew: {
    title: 'A list is too short',
    message: (n: number) => `must list at least ${n} item${n === 1 ? '' : 's'}`,
    hint: 'Add items to the list, or remove the list if the field is optional.',
  },
  TooMany: {
    title: 'A list is too long',
    message: (n: number) => `must list at most ${n} item${n === 1 ? '' : 's'}`,
    hint: 'Remove items from the list: the page has room for that many.',
  },
  BadFormat: {
    title: 'A value is not in its format',
    message: (format: string) => `expected ${format}`,
    hint: 'Write the value in the format the message names.',
  },
  UnknownKey: {
    title: 'A key the schema does not have',
    message: (key: string, closest: string, known: string) =>
      `unknown key '${key}'${closest ? ` (did you mean '${closest}'?)` : ''}${known ? `; expected one of: ${known}` : ''}`,
    hint: "Fix the key's spelling, or remove it: a key the schema does not have would be ignored silently.",
  },
  SchemaRule: {
    title: 'A value breaks a rule of its schema',
    message: (text: string) => text,
    hint: "The message says which rule; the site's schema for this file says why.",
  },
  // Placeholders
  UnknownPlaceholder: {
    title: 'A placeholder the site does not know',
    message: (text: string) => text,
    hint: "Fix the placeholder's spelling, or use one of those the message lists.",
  },
  // Links and redirects, checked against the route table
  RawHtml: {
    title: 'Raw HTML in Markdown',
    message: () => 'raw HTML is not allowed in Markdown: the page would leave it out; write it in Markdown instead',
    hint: "Use Markdown: **bold**, [link](/page/), lists with '-'. The page never shows raw HTML.",
  },
  RelativeLink: {
    title: 'A relative link',
    message: (verb: string, url: string) =>
      `${verb} '${url}', a relative address that changes meaning from page to page; write the site path, starting with '/'`,
    hint: "Write the link from the site's root, as '/about/'.",
  },
  LinkNotCanonical: {
    title: 'A link to a page without its trailing slash',
    message: (verb: string, url: string, canonical: string) => `${verb} ${url}; use the canonical form ${canonical}`,
    hint: 'Write the link exactly as the message shows, with its trailing slash.',
  },
  ImageMissing: {
    title: 'An image that is not there',
    message: (src: string, where: string) => `names the image ${src}, which is not in ${where}`,
    hint: 'Put the image file there, or correct its path (a path starting with / is one of the public files).',
  },
  NotAnImage: {
    title: 'A file that is not an image',
    message: (src: string) => `names ${src}, which is not a JPEG, PNG, WebP or AVIF image`,
    hint: 'Export the picture again as .jpg or .png (or .webp, .avif) and name that file.',
  },
  LinkToMissingPage: {
    title: 'A link to a page that does not exist',
    message: (verb: string, url: string, suggestion: string) =>
      `${verb} ${url}, which is not a page of the site${suggestion ? ` (did you mean ${suggestion}?)` : ''}`,
    hint: 'Fix the address, or add the page it should lead to, or remove the link.',
  },
  RedirectHidesPage: {
    title: 'A redirect hides a page',
    message: (pages: string[]) =>
      pages.length === 1
        ? `redirects away from ${pages[0]}, which is a page of the site; remove the redirect or the page`
        : `redirects away from ${pages.length} pages of the site (${pages.slice(0, 3).join(', ')}${pages.length > 3 ? ` and ${pages.length - 3} more` : ''}); narrow the pattern or remove the redirect`,
    hint: 'A redirect is for an address that no longer has a page; remove it, or make its pattern narrower.',
  },
  RedirectToMissingFile: {
    title: 'A redirect to a file the site does not have',
    message: (file: string) => `redirects to /${file}, which is not a file of the site`,
    hint: 'Point the redirect at a page or file the site has, or add that file to the public folder.',
  },
  // Pages
  PageModuleInvalid: {
    title: 'A page module does not define a page',
    message: () => 'must export default definePage({ routes, head, Page })',
    hint: 'A file in the pages folder is one page kind; move helpers elsewhere.',
  },
  BadRoutePath: {
    title: 'A page path is not canonical',
    message: (path: string) => `path '${path}' must be lowercase segments ending in '/', or a section's 404.html`,
    hint: "Make routes() return paths such as '/blog/my-post/'.",
  },
  RouteTwice: {
    title: 'Two pages at one path',
    message: (path: string, first: string) => `${path} is produced twice: by ${first} and by this module`,
    hint: "Change one of the two modules' routes(), or remove the duplicate content that makes them both.",
  },
  TemplateFailed: {
    title: 'A template threw',
    message: (template: string, making: string, detail: string) => `${template} failed to make ${making}:\n${detail}`,
    hint: 'The line is where it threw; for the sources of a compiled build, run it with --enable-source-maps.',
    /** The hint where stack traces already point into the sources (npm run dev, tsx, --enable-source-maps). */
    hintInSources: 'The line is where it threw.',
  },
  StalePage: {
    title: 'A page kept from the last build is not what its template makes now',
    message: (page: string) =>
      `${page} was kept from the last build as nothing it read had changed, but rendering it again gives other bytes: the template read something the build did not note`,
    hint: 'A value derived from the content and kept between pages (a sorted list, a count) must be made with computedOnce, which counts its reads for every page that uses it.',
  },
  SharedPartReadsPage: {
    title: 'A shared part depends on the page it is in',
    message: (part: string, what: string) =>
      `the shared part ${part} read the page's ${what}; pass what it needs as props, which key its reuse`,
    hint: 'A shared part is one markup for many pages: anything that varies by page must be one of its props.',
  },
  BrokenLink: {
    title: 'A link in a page leads nowhere',
    message: (page: string, problem: string) => `the page ${page} ${problem}`,
    hint: 'Fix the link where it is written (a template or a data file), or add the page it leads to.',
  },
  TextToWrite: {
    title: 'Text a scaffold left to be written',
    message: (sentence: string) => `still says '${sentence}': the page shows that sentence until it is written`,
    hint: 'Write the text in place of the sentence: a scaffold put it there to be replaced.',
  },
  DataDirMissing: {
    title: 'The data folder is not there',
    message: (dir: string) => `the data folder ${dir} does not exist or is not a folder`,
    hint: "Set DATA_DIR to the folder that holds the site's YAML and Markdown files, or leave it unset for the site's own data folder.",
  },
  OutDirRefused: {
    title: 'The output folder is not one a build may write',
    message: (dir: string, reason: string) => `the output folder ${dir} ${reason}; nothing was built or removed`,
    hint: 'Set DIST_DIR to a folder of its own, such as dist/ in the project, or leave it unset.',
  },
  OutDirNotOurs: {
    title: 'The output folder holds files no build wrote',
    message: (dir: string, marker: string) =>
      `the output folder ${dir} holds files and no ${marker}, so no build wrote it; nothing was built or removed`,
    hint: 'Choose an empty or new folder with DIST_DIR, or pass --empty-out-dir (emptyOutDir in build()) to replace what it holds.',
  },
  BuildDirRefused: {
    title: 'The build folder is not one a build may write',
    message: (dir: string, reason: string) => `the build folder ${dir} ${reason}; nothing was built or written`,
    hint: "Set BUILD_DIR to a folder of the build's own, such as .build/ in the project, or leave it unset.",
  },
  SiteUrlInvalid: {
    title: 'The site URL is not an origin',
    message: (url: string) => `SITE_URL must be an origin such as https://www.example.com, got '${url}'`,
    hint: 'Set SITE_URL to the scheme and host only, such as https://www.example.com, with no path.',
  },
  NearDuplicatePages: {
    title: 'Pages that say nearly the same',
    message: (kind: string, a: string, b: string, similarity: string, limit: string) =>
      `${kind}: ${a} and ${b} share ${similarity} of their text's five-word phrases (at most ${limit})`,
    hint: 'Write what is true of each page only; names taken out, two pages of a kind must read differently.',
  },
});
