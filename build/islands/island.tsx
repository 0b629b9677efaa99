/**
 * Renders an island on the server inside a marker element, with its props serialized beside it and
 * the URL of its script; the loader (loader.ts) imports that script when the island comes into view,
 * and the script hydrates the markup (hydrate.ts) or enhances it (enhance.ts).
 */
import { type ComponentType, type ReactNode, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandsOnPageContext } from './islands-on-page';

function useIsland(name: string): string {
  const page = useContext(IslandsOnPageContext);
  if (!page) throw new Error(`island '${name}' rendered outside a page render`);
  page.islands.add(name);
  return page.islandScript(name);
}

interface Props<P> {
  /** The file name in the site's islands folder, without extension. */
  name: string;
  component: ComponentType<P>;
  props: P;
}

/** A React component rendered on the server and hydrated in the browser with the same props. */
export function Island<P extends object>({ name, component: Component, props }: Props<P>) {
  const src = useIsland(name);
  return (
    <div
      data-island={name}
      data-src={src}
      data-props={JSON.stringify(props)}
      // renderToString, not the page's renderToStaticMarkup: only it marks the boundaries between
      // adjacent text nodes, which hydration needs to match the markup. Islands see their props only.
      dangerouslySetInnerHTML={{ __html: renderToString(<Component {...props} />) }}
    />
  );
}

interface ScriptProps {
  /** The file name in the site's islands folder, a .ts module that enhances this markup (no React in the browser). */
  name: string;
  /** 'interaction': its script loads when a visitor focuses or presses it, not when it comes into view. */
  load?: 'visible' | 'interaction';
  /** data-* attributes the script reads. */
  data?: Record<string, string>;
  className?: string;
  children: ReactNode;
}

/** An island whose server-rendered markup works as it is, and which its script enhances in place. */
export function ScriptIsland({ name, load = 'visible', data = {}, className, children }: ScriptProps) {
  const src = useIsland(name);
  const attributes = Object.fromEntries(Object.entries(data).map(([key, value]) => [`data-${key}`, value]));
  return (
    <div
      data-island={name}
      data-src={src}
      data-load={load === 'interaction' ? load : undefined}
      className={className}
      {...attributes}
    >
      {children}
    </div>
  );
}
