import type { AnchorHTMLAttributes } from 'react';
import { handleSectionLinkClick } from '../../../lib/scroll-to-section';

/** A link to a section of this page: a real `#id` href (works without JS) with the 100 px offset scroll. */
export function SectionLink({ to, onClick, ...props }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a
      href={`#${to}`}
      onClick={(event) => {
        onClick?.(event);
        handleSectionLinkClick(event, to);
      }}
      {...props}
    />
  );
}
