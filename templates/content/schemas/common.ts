/** Building blocks of the site's schemas: the generator's helpers, and the site's icons, stats and cards. */
import { z } from 'zod';
import { paragraph, text } from '../../../build';
import { iconNames } from '../../ui/icon-names';

export {
  describeValue,
  image,
  imageMatching,
  internalHref,
  isoDate,
  pageHref,
  paragraph,
  paragraphList,
  reference,
  slug,
  text,
  textList,
  uniqueBy,
} from '../../../build';

/** An icon from the site's one icon set (Lucide), named in kebab-case as on lucide.dev. */
export const icon = z.string().refine((name) => iconNames.has(name), {
  error: (i) => `unknown icon '${String(i.input)}'; pick a name from https://lucide.dev/icons`,
});

export const statItem = z.strictObject({ number: text, label: text });
export const iconCard = z.strictObject({ icon, title: text, desc: paragraph });
export const faqItem = z.strictObject({ question: text, answer: paragraph });
