/** An icon from the site's one set (Lucide), rendered to inline SVG at build time; decorative by default. */
import { iconComponents } from './icon-names';

interface Props {
  name: string;
  className?: string;
  /** When set, the icon is announced with this text instead of being hidden from screen readers. */
  label?: string;
}

export function Icon({ name, className = 'size-6', label }: Props) {
  const Component = iconComponents.get(name);
  if (!Component) throw new Error(`unknown icon '${name}'`);
  return label ? (
    <Component className={className} role="img" aria-label={label} focusable="false" />
  ) : (
    <Component className={className} aria-hidden="true" focusable="false" />
  );
}
