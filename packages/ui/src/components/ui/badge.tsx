// A small rounded label of a state beside what it is about ('In Progress', 'E-mail verified', the desk's 'Live'):
// one look for every badge; the colours say the state and come from the caller.
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', className)} {...props} />;
}
