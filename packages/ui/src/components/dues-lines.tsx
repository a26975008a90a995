// A member's dues line by line (core's duesLines: status, plan, next charge, grace or end date), as staff see them in
// the Members screen's dues dialog and the member on /account (docs/decisions/301-membership-dues.md).
import { duesLines, type DuesView } from '@longwood/core';

export function DuesLines({ view }: { view: DuesView }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {duesLines(view).map((line) => (
        <div key={line.label} className="contents">
          <dt className="font-medium text-slate-600">{line.label}</dt>
          <dd className="text-slate-900">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
