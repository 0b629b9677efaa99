/** The 'back to the parent page' link detail pages show above their hero content. */
import { Icon } from './icon';

export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      className="mb-6 flex w-fit items-center gap-1.5 text-[15px] font-semibold text-accent hover:underline"
    >
      <Icon name="arrow-left" className="size-4" />
      {children}
    </a>
  );
}
