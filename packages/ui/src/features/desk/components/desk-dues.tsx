// Membership dues at the desk (docs/decisions/301-membership-dues.md): the person is found by name or e-mail among
// every account (someone who signed up in person, or whose membership request was approved, is not a member until
// they pay), and 'Dues' opens the same dialog admins have on the Members screen: their dues, 'Send payment link',
// 'Cancel with 30 days' notice'. The dialog's code loads when first opened (the desk chunk's budget, decision 255).
import { Suspense, useState } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import { MemberPicker } from '../../bookings';

const DuesButton = lazyNamed(() => import('../../../components/dues-dialog'), 'DuesButton');

export function DeskDues() {
  const [person, setPerson] = useState<{ id: number; name: string } | null>(null);
  return (
    <section aria-labelledby="desk-dues-heading" className="print:hidden">
      <h2 id="desk-dues-heading" className="text-lg font-semibold text-slate-900">
        Membership dues
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Find the person, then open their dues to send the payment link or record a cancellation.
      </p>
      <div className="mt-3 max-w-xl space-y-3">
        <MemberPicker
          who="accounts"
          selected={person ? String(person.id) : ''}
          onSelect={(id, name) => setPerson({ id: Number(id), name })}
        />
        {person ? (
          <Suspense fallback={null}>
            <DuesButton person={person} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
