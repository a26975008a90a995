// A part of a page named by its heading: a <section> labelled by its h2, so screen readers list it as a region under
// the heading's words; bare (TitledSection), on a card of its own (CardSection), or over a card that holds its content
// (CardUnderTitle: a member's or a coach's page, My Lessons, My Weekly Hours). A staff screen's tab, whose title
// has a line and actions beside it, is a ScreenSection (components/screen-heading.tsx).
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from './card';

const TITLE_SIZES = {
  /** A panel within a screen (the score sheet's side boxes). */
  base: 'font-semibold text-slate-900',
  lg: 'text-lg font-semibold text-slate-900',
  /** A card that stands beside the page's other cards as their equal (the account page's). */
  xl: 'text-xl font-semibold text-slate-900',
} as const;

export interface TitledSectionProps {
  /** The heading's id, which names the section (unique on the page). */
  id: string;
  title: ReactNode;
  titleSize?: keyof typeof TITLE_SIZES;
  /** The heading's own classes beside its size (its margin). */
  titleClassName?: string;
  className?: string;
  children?: ReactNode;
}

export function TitledSection({
  id,
  title,
  titleSize = 'lg',
  titleClassName,
  className,
  children,
}: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={cn(TITLE_SIZES[titleSize], titleClassName)}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A TitledSection on a card; `cardClassName` its padding and margin (default: p-5). */
export function CardSection({ cardClassName = 'p-5', ...section }: TitledSectionProps & { cardClassName?: string }) {
  return (
    <Card className={cardClassName}>
      <TitledSection {...section} />
    </Card>
  );
}

/**
 * A TitledSection whose content is on a card under its heading (the heading off the card, as on a member's or a
 * coach's page); `cardClassName` the card's margin and padding (default: mt-4 p-4 sm:p-6), the title xl by default.
 */
export function CardUnderTitle({
  cardClassName = 'mt-4 p-4 sm:p-6',
  titleSize = 'xl',
  children,
  ...section
}: TitledSectionProps & { cardClassName?: string }) {
  return (
    <TitledSection titleSize={titleSize} {...section}>
      <Card className={cardClassName}>{children}</Card>
    </TitledSection>
  );
}
