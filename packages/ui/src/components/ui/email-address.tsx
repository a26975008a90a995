// E-mail addresses on screen wrap only at sensible points, never in the middle of a word ("examp le"): after
// the "@" and before each "." (the places a reader expects a long address to continue), with the whole
// address in the title. The inherited `overflow-wrap: anywhere` and `word-break: break-all` of list cells and
// narrow columns are switched off for it.
import { Fragment } from 'react';
import { cn } from '../../lib/cn';

/** The address cut where a line may end: after "@", before ".". */
function emailBreakParts(address: string): string[] {
  return address.split(/(?<=@)|(?=\.)/).filter((part) => part !== '');
}

export function EmailAddress({ address, className }: { address: string; className?: string }) {
  return (
    <span title={address} className={cn('[overflow-wrap:normal] [word-break:normal]', className)}>
      {emailBreakParts(address).map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
