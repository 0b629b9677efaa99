/**
 * An icon from the site's one set (Lucide), as inline SVG; decorative by default. The shapes come from
 * the icon table (templates/ui/icon-names.ts), made from what Lucide's own components render.
 */
import { iconMarkup } from './icon-names';

interface Props {
  name: string;
  className?: string;
  /** When set, the icon is announced with this text instead of being hidden from screen readers. */
  label?: string;
}

function markup(name: string) {
  const icon = iconMarkup(name);
  if (!icon) throw new Error(`unknown icon '${name}'`);
  return icon;
}

export function Icon({ name, className = 'size-6', label }: Props) {
  const { classes, inner } = markup(name);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`${classes} ${className}`}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': 'true' })}
      focusable="false"
      // Lucide's own shapes from the icon table: trusted markup, no content reaches it.
      dangerouslySetInnerHTML={{ __html: inner }}
    />
  );
}
