import { describe, expect, it } from 'vitest';
import { stripeEvent, stripePaidInvoice } from '../testing/stripe-events';
import { facilityInstant } from '../time';
import {
  duesBillingAnchor,
  duesLinkTimes,
  paymentLinkRecipientRefusal,
  duesCancelAt,
  duesGraceOver,
  duesLines,
  DUES_REPLACED_COMMENT,
  duesSignalOf,
  duesTransition,
  noDues,
  priceCentsOf,
  type DuesSignal,
  type DuesState,
} from './dues';

const T = (date: string, time = '12:00') => Math.floor(facilityInstant(date, time).getTime() / 1000);
const signal = (kind: DuesSignal['kind'], created: number, extra: Partial<DuesSignal> = {}): DuesSignal => ({
  kind,
  userId: 42,
  subscriptionId: 'sub_A',
  customerId: 'cus_A',
  checkoutSessionId: null,
  periodEnd: null,
  created,
  replaced: false,
  cancelAt: null,
  ...extra,
});
const linkSent: DuesState = { ...noDues(42), status: 'link_sent', checkoutSessionId: 'cs_test_1', priceCents: 20000 };

/** Applies signals in the order given, as deliveries would, keeping what each changed. */
function run(start: DuesState, ...signals: DuesSignal[]) {
  let state = start;
  const mails: string[] = [];
  const memberships: boolean[] = [];
  for (const s of signals) {
    const change = duesTransition(state, s, 7);
    if (!change) continue;
    state = change.state;
    if (change.mail) mails.push(change.mail);
    if (change.membership !== null) memberships.push(change.membership);
  }
  return { state, mails, memberships };
}

describe('membership dues', () => {
  it("bills on the next 1st at midnight at the facility, whatever the day or the server's zone", () => {
    expect(duesBillingAnchor(facilityInstant('2027-04-16', '11:00')).toISOString()).toBe('2027-05-01T04:00:00.000Z');
    expect(duesBillingAnchor(facilityInstant('2027-12-31', '23:30')).toISOString()).toBe('2028-01-01T05:00:00.000Z');
    // On the 1st itself: the next month's 1st (Stripe needs a future anchor).
    expect(duesBillingAnchor(facilityInstant('2027-03-01', '00:10')).toISOString()).toBe('2027-04-01T04:00:00.000Z');
    expect(duesCancelAt(new Date('2027-04-20T18:00:00Z')).toISOString()).toBe('2027-05-20T18:00:00.000Z');
    expect(priceCentsOf('$200')).toBe(20000);
    expect(priceCentsOf('200')).toBeNaN();
  });

  it('a paid link makes a member once, whichever of its events comes first; the later period is the next charge', () => {
    const paidCheckout = signal('paid', T('2027-04-16'), { checkoutSessionId: 'cs_test_1' });
    const paidInvoice = signal('paid', T('2027-04-16'), { periodEnd: T('2027-05-01', '00:00') });
    for (const order of [
      [paidCheckout, paidInvoice],
      [paidInvoice, paidCheckout, paidInvoice],
    ]) {
      const { state, mails, memberships } = run(linkSent, ...order);
      expect(state).toMatchObject({ status: 'active', stripeSubscriptionId: 'sub_A', stripeCustomerId: 'cus_A' });
      expect(state.paidThrough).toBe('2027-05-01T04:00:00.000Z');
      expect(mails).toEqual(['started']);
      expect(memberships.every(Boolean)).toBe(true);
    }
  });

  it('a failure starts the grace period; paying restores; an older failure delivered late changes nothing', () => {
    const active = run(
      linkSent,
      signal('paid', T('2027-04-16'), { periodEnd: T('2027-05-01', '00:00'), madeByLink: true }),
    ).state;
    const failed = signal('failed', T('2027-06-01', '01:00'));
    const retried = signal('paid', T('2027-06-03', '01:00'), { periodEnd: T('2027-07-01', '00:00') });
    const inOrder = run(active, failed, retried);
    expect(inOrder.mails).toEqual(['failed', 'restored']);
    expect(inOrder.state).toMatchObject({ status: 'active', graceEndsAt: null });
    const grace = run(active, failed).state;
    expect(grace).toMatchObject({ status: 'grace', graceEndsAt: '2027-06-08T05:00:00.000Z' });
    expect(duesGraceOver(grace, new Date('2027-06-08T04:59:59Z'))).toBe(false);
    expect(duesGraceOver(grace, new Date('2027-06-08T05:00:00Z'))).toBe(true);

    const reordered = run(active, retried, failed);
    expect(reordered.mails).toEqual([]);
    expect(reordered.state).toMatchObject({ status: 'active', paidThrough: '2027-07-01T04:00:00.000Z' });
    // Within one second: the payment outranks the failure, the end outranks both.
    const same = T('2027-06-01');
    expect(run(active, signal('paid', same), signal('failed', same)).state.status).toBe('active');
    expect(run(active, signal('ended', same), signal('paid', same)).state.status).toBe('canceled');
  });

  it('the end of the subscription ends membership; another subscription’s events are not the member’s', () => {
    const active = run(linkSent, signal('paid', T('2027-04-16'), { madeByLink: true })).state;
    expect(duesTransition(active, signal('failed', T('2027-05-01'), { subscriptionId: 'sub_B' }), 7)).toBeNull();
    expect(duesTransition(active, signal('ended', T('2027-05-01'), { subscriptionId: 'sub_B' }), 7)).toBeNull();
    const ended = run(active, signal('ended', T('2027-05-20')));
    expect(ended).toMatchObject({ state: { status: 'canceled' }, mails: ['ended'], memberships: [false] });
    // A new link paid later takes the old subscription's place.
    const again = run(
      { ...ended.state, status: 'link_sent' },
      signal('paid', T('2027-07-02'), { subscriptionId: 'sub_C', madeByLink: true }),
    );
    expect(again.state).toMatchObject({ status: 'active', stripeSubscriptionId: 'sub_C' });
  });

  it('a paused member’s subscription replaced by a new link ends nothing: no e-mail, the link’s subscription takes its place', () => {
    const active = run(linkSent, signal('paid', T('2027-04-16'), { madeByLink: true })).state;
    const grace = run(active, signal('failed', T('2027-06-01'))).state;
    const paused: DuesState = { ...grace, status: 'paused' };
    // Canceled while still paused, or once the link is out: the state stays, the old subscription is let go.
    for (const state of [paused, { ...paused, status: 'link_sent' as const, checkoutSessionId: 'cs_test_2' }]) {
      const replaced = duesTransition(state, signal('ended', T('2027-06-10'), { replaced: true }), 7);
      expect(replaced).toMatchObject({
        state: { status: state.status, stripeSubscriptionId: null },
        membership: null,
        mail: null,
      });
      // Then the link paid: active on its own subscription (a link's first payment: the welcome mail, as before).
      const paid = run(
        { ...replaced!.state, status: 'link_sent', checkoutSessionId: 'cs_test_2' },
        signal('paid', T('2027-06-11'), { subscriptionId: 'sub_C', madeByLink: true }),
      );
      expect(paid).toMatchObject({ state: { status: 'active', stripeSubscriptionId: 'sub_C' }, mails: ['started'] });
    }
    // The same end not of the server's doing ends the membership, as before.
    expect(duesTransition(paused, signal('ended', T('2027-06-10')), 7)).toMatchObject({
      state: { status: 'canceled' },
      mail: 'ended',
    });
    // Once the link's subscription is the member's, the old one's end is another subscription's: nothing.
    const onNew = { ...active, stripeSubscriptionId: 'sub_C' };
    expect(duesTransition(onNew, signal('ended', T('2027-06-12'), { replaced: true }), 7)).toBeNull();
  });

  it('a subscription the facility never created ends nothing, whatever its metadata names', () => {
    // A member paying at the desk (no online dues), a link not yet paid: no subscription of theirs is stored.
    for (const state of [noDues(42), linkSent, { ...noDues(42), status: 'active' as const }]) {
      expect(duesTransition(state, signal('ended', T('2027-05-01'), { subscriptionId: 'sub_forged' }), 7)).toBeNull();
    }
  });

  it('an invoice of a subscription the facility never created makes no member and starts no grace', () => {
    const forged = { subscriptionId: 'sub_forged', periodEnd: T('2027-06-01', '00:00') };
    // No subscription stored yet (at the desk, a link not paid), or the member's own one: nothing either way.
    const active = run(linkSent, signal('paid', T('2027-04-16'), { madeByLink: true })).state;
    for (const state of [noDues(42), linkSent, active]) {
      expect(duesTransition(state, signal('paid', T('2027-05-01'), forged), 7)).toBeNull();
      expect(duesTransition(state, signal('failed', T('2027-05-01'), forged), 7)).toBeNull();
    }
    // A Checkout completed that is not the member's stored one: nothing.
    expect(
      duesTransition(linkSent, signal('paid', T('2027-04-16'), { checkoutSessionId: 'cs_test_other' }), 7),
    ).toBeNull();
  });

  it('the subscription’s end set or taken back in the portal is shown; the latest update decides, in any order', () => {
    const active = run(linkSent, signal('paid', T('2027-04-16'), { madeByLink: true })).state;
    const set = signal('scheduled', T('2027-05-03'), { cancelAt: T('2027-06-01', '00:00') });
    const takenBack = signal('scheduled', T('2027-05-04'), { cancelAt: null });
    expect(run(active, set).state.cancelAt).toBe('2027-06-01T04:00:00.000Z');
    expect(run(active, set, takenBack).state.cancelAt).toBeNull();
    expect(run(active, takenBack, set).state.cancelAt).toBeNull();
    // Ordered apart from the payments: a renewal paid before, delivered after, still counts.
    const renewed = signal('paid', T('2027-05-01', '00:00'), { periodEnd: T('2027-06-01', '00:00') });
    expect(run(active, set, renewed).state).toMatchObject({
      cancelAt: '2027-06-01T04:00:00.000Z',
      paidThrough: '2027-06-01T04:00:00.000Z',
    });
    // Another subscription's update, or one before any is stored, changes nothing.
    expect(duesTransition(active, { ...set, subscriptionId: 'sub_B' }, 7)).toBeNull();
    expect(duesTransition(linkSent, set, 7)).toBeNull();
  });

  it('an abandoned Checkout marks only the link it names as expired', () => {
    expect(
      duesTransition(linkSent, signal('expired', T('2027-04-17'), { checkoutSessionId: 'cs_test_0' }), 7),
    ).toBeNull();
    expect(
      duesTransition(linkSent, signal('expired', T('2027-04-17'), { checkoutSessionId: 'cs_test_1' }), 7)?.state.status,
    ).toBe('link_expired');
  });

  it("reads the signals from Stripe's events, and none from events that name no member of ours", () => {
    const invoice = stripePaidInvoice('42');
    const withLines = {
      ...invoice,
      lines: { object: 'list', data: [{ period: { start: T('2027-05-01', '00:00'), end: T('2027-06-01', '00:00') } }] },
    };
    expect(duesSignalOf(stripeEvent('invoice.payment_failed', withLines, 'evt_1', 100))).toEqual({
      kind: 'failed',
      userId: 42,
      subscriptionId: 'sub_1MowQVLkdIwHu7ixeRlqHVzs',
      customerId: 'cus_NeZwdNtLEOXuvB',
      checkoutSessionId: null,
      periodEnd: T('2027-06-01', '00:00'),
      created: 100,
      replaced: false,
      cancelAt: null,
    });
    expect(duesSignalOf(stripeEvent('invoice.paid', stripePaidInvoice('not-a-user'), 'evt_2', 100))).toBeNull();
    expect(duesSignalOf(stripeEvent('invoice.paid', { ...invoice, parent: null }, 'evt_3', 100))).toBeNull();
    const deleted = { id: 'sub_1', object: 'subscription', customer: 'cus_1', metadata: { userId: '7' } };
    expect(duesSignalOf(stripeEvent('customer.subscription.deleted', deleted, 'evt_4', 5))).toMatchObject({
      kind: 'ended',
      userId: 7,
      subscriptionId: 'sub_1',
      replaced: false,
    });
    // Canceled by the server for a new link (Stripe's cancellation_details, reason cancellation_requested): replaced.
    const canceledForLink = {
      ...deleted,
      cancellation_details: { comment: DUES_REPLACED_COMMENT, feedback: null, reason: 'cancellation_requested' },
    };
    expect(duesSignalOf(stripeEvent('customer.subscription.deleted', canceledForLink, 'evt_4b', 5))).toMatchObject({
      kind: 'ended',
      replaced: true,
    });
    const unpaid = {
      id: 'cs_1',
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'unpaid',
      client_reference_id: '7',
    };
    expect(duesSignalOf(stripeEvent('checkout.session.completed', unpaid, 'evt_5', 5))).toBeNull();
    // Stripe's customer portal: a cancellation at the period's end, as the pinned version writes it (its items' period).
    const updated = {
      ...deleted,
      status: 'active',
      cancel_at: null,
      cancel_at_period_end: true,
      items: { object: 'list', data: [{ id: 'si_1', current_period_end: T('2027-06-01', '00:00') }] },
    };
    expect(duesSignalOf(stripeEvent('customer.subscription.updated', updated, 'evt_7', 5))).toMatchObject({
      kind: 'scheduled',
      userId: 7,
      subscriptionId: 'sub_1',
      cancelAt: T('2027-06-01', '00:00'),
    });
    const takenBack = { ...updated, cancel_at_period_end: false };
    expect(duesSignalOf(stripeEvent('customer.subscription.updated', takenBack, 'evt_8', 6))).toMatchObject({
      kind: 'scheduled',
      cancelAt: null,
    });
    expect(duesSignalOf(stripeEvent('checkout.session.expired', unpaid, 'evt_6', 5))).toMatchObject({
      kind: 'expired',
    });
  });

  it('reads to staff and members line by line', () => {
    const view = {
      online: true,
      status: 'grace' as const,
      priceCents: 20000,
      linkSentAt: null,
      checkoutUrl: null,
      nextChargeAt: '2027-06-01T04:00:00.000Z',
      graceEndsAt: '2027-06-08T09:00:00.000Z',
      cancelAt: null,
      portal: true,
      receipts: [],
    };
    expect(duesLines(view)).toEqual([
      { label: 'Status', value: 'Payment failed' },
      { label: 'Plan', value: '$200.00 a month, billed on the 1st' },
      { label: 'Membership continues until', value: 'Tuesday, June 8, 2027' },
      { label: 'Next charge', value: 'Tuesday, June 1, 2027' },
    ]);
  });
});

describe('a payment link (decision 406)', () => {
  it('goes to a member or to someone who asked to join, and to nobody else', () => {
    expect(paymentLinkRecipientRefusal({ isMember: true, name: 'Ana Reyes' }, false)).toBeUndefined();
    expect(paymentLinkRecipientRefusal({ isMember: false, name: 'Ana Reyes' }, true)).toBeUndefined();
    expect(paymentLinkRecipientRefusal({ isMember: false, name: 'Cory Coach' }, false)).toBe(
      'Cory Coach is not a member and has not asked to join: payment links go only to members and to people who asked to become one.',
    );
  });

  it('stays open a day, closes a minute before its anchor, and is not sent in the half hour before the 1st', () => {
    const times = (date: string, time: string) => {
      const found = duesLinkTimes(facilityInstant(date, time));
      return found && { anchor: found.anchor.toISOString(), expiresAt: found.expiresAt.toISOString() };
    };
    // Mid-month: the next 1st, open 24 hours (EDT is UTC-4).
    expect(times('2027-04-16', '11:00')).toEqual({
      anchor: '2027-05-01T04:00:00.000Z',
      expiresAt: '2027-04-17T15:00:00.000Z',
    });
    // The last evening: closes at 23:59, so it is never paid with its anchor past.
    expect(times('2027-04-30', '20:00')).toEqual({
      anchor: '2027-05-01T04:00:00.000Z',
      expiresAt: '2027-05-01T03:59:00.000Z',
    });
    // 31 minutes before: still 30 minutes open, Stripe's least; 29 minutes before: none.
    expect(times('2027-04-30', '23:29')?.expiresAt).toBe('2027-05-01T03:59:00.000Z');
    expect(times('2027-04-30', '23:31')).toBeNull();
    // Across the clock change (November 1 is in EDT, December 1 in EST).
    expect(times('2027-11-30', '22:00')?.anchor).toBe('2027-12-01T05:00:00.000Z');
  });
});
