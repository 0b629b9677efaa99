/**
 * Renders an island on the server inside a marker element, with its props serialized beside it and
 * the URL of its script; client/loader.ts imports that script when the island comes into view, and the
 * script (client/islands/{name}.tsx) hydrates it.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { useSite } from '../site-context';

interface Props<P> {
  /** The file name in client/islands/, without extension. */
  name: string;
  component: ComponentType<P>;
  props: P;
}

export function Island<P extends object>({ name, component: Component, props }: Props<P>) {
  const site = useSite();
  site.islands.add(name);
  return (
    <div
      data-island={name}
      data-src={site.islandScript(name)}
      data-props={JSON.stringify(props)}
      // renderToString, not the page's renderToStaticMarkup: only it marks the boundaries between
      // adjacent text nodes, which hydration needs to match the markup. Islands see their props only.
      dangerouslySetInnerHTML={{ __html: renderToString(<Component {...props} />) }}
    />
  );
}
