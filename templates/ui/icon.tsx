/**
 * An icon from the site's one set (Lucide), rendered to inline SVG at build time; decorative by default.
 * Each icon's markup is rendered once per build and reused: a page shows dozens of icons and a site
 * a thousand pages, and rebuilding Lucide's element tree for each one was a fifth of render time.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { iconComponents } from './icon-names';

interface Props {
  name: string;
  className?: string;
  /** When set, the icon is announced with this text instead of being hidden from screen readers. */
  label?: string;
}

interface IconMarkup {
  /** Lucide's own classes, e.g. 'lucide lucide-map-pin'. */
  classes: string;
  /** The shapes inside the <svg>. */
  inner: string;
}

const rendered = new Map<string, IconMarkup>();

function markup(name: string): IconMarkup {
  const known = rendered.get(name);
  if (known) return known;
  const component = iconComponents.get(name);
  if (!component) throw new Error(`unknown icon '${name}'`);
  const svg = renderToStaticMarkup(createElement(component));
  const made = { classes: /class="([^"]*)"/.exec(svg)![1]!, inner: svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>')) };
  rendered.set(name, made);
  return made;
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
      // Lucide's own shapes, rendered by React above: trusted markup, no content reaches it.
      dangerouslySetInnerHTML={{ __html: inner }}
    />
  );
}
