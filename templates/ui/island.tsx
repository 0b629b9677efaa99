/**
 * Renders an island on the server inside a marker element, with its props serialized beside it; the
 * island's own script (client/islands/{name}.tsx) hydrates it. Only pages that render one load its script.
 */
import type { ComponentType } from 'react';
import { useSite } from '../site-context';

interface Props<P> {
  /** The file name in client/islands/, without extension. */
  name: string;
  component: ComponentType<P>;
  props: P;
}

export function Island<P extends object>({ name, component: Component, props }: Props<P>) {
  useSite().islands.add(name);
  return (
    <div data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
