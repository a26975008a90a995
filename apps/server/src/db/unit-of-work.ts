// An opaque handle on an open database transaction, passed between features so that one feature's repository
// can write its own rows in another feature's transaction (e.g. a league's schedule inside the bookings
// feature's locked transaction: `leaguesRepository.within(tx.unitOfWork)`). Services only carry it around;
// only repositories (and db/) turn it back into a Knex transaction, so Knex stays where the linter allows it.
import type { Knex } from 'knex';
import { transactionRetriedOnce } from './dialect';

declare const unitOfWorkBrand: unique symbol;

/** A transaction in progress. Valid only until the work it was handed to returns. */
export interface UnitOfWork {
  readonly [unitOfWorkBrand]: true;
}

const transactions = new WeakMap<UnitOfWork, Knex.Transaction>();

export function unitOfWorkFor(trx: Knex.Transaction): UnitOfWork {
  const handle = Object.freeze({}) as UnitOfWork;
  transactions.set(handle, trx);
  return handle;
}

/** The transaction behind a handle; for repositories binding themselves to it. */
export function transactionOf(unitOfWork: UnitOfWork): Knex.Transaction {
  const trx = transactions.get(unitOfWork);
  if (!trx) throw new Error('Not a unit of work handed out by unitOfWorkFor');
  if (trx.isCompleted()) throw new Error('This unit of work has already been committed or rolled back');
  return trx;
}

/**
 * A repository on `db`, with `within(unitOfWork)` giving the same repository inside a handed-out transaction:
 * `bind` makes either from the database or transaction it is given (and the `args` it always takes).
 */
export function bindableWithin<R, A extends unknown[]>(
  bind: (db: Knex | Knex.Transaction, ...args: A) => R,
  db: Knex,
  ...args: A
): R & { within: (unitOfWork: UnitOfWork) => R } {
  return { ...bind(db, ...args), within: (unitOfWork: UnitOfWork) => bind(transactionOf(unitOfWork), ...args) };
}

/**
 * Resolves true once the unit of work's transaction (and every transaction around it) has committed, false when it
 * rolled back or failed: what must happen only after a change is safe (its e-mails, mail/outbox.ts) waits for it.
 * Call it while the work runs; never await it inside the work (the commit waits for the work).
 */
export function committed(unitOfWork: UnitOfWork): Promise<boolean> {
  let outcome: Promise<unknown> = Promise.resolve();
  // A savepoint's release is not a commit: wait for each enclosing transaction as well.
  for (let trx: NestedTransaction | undefined = transactionOf(unitOfWork); trx; trx = trx.parentTransaction) {
    const ended = trx.executionPromise;
    outcome = outcome.then(() => ended);
  }
  return outcome.then(
    () => true,
    () => false,
  );
}

type NestedTransaction = Knex.Transaction & { parentTransaction?: NestedTransaction };

/** Runs work in one new transaction (retried once if the connection died mid-work, like every other write). */
export type UnitOfWorkRunner = <T>(work: (unitOfWork: UnitOfWork) => Promise<T>) => Promise<T>;

/**
 * For a service that must write rows of two owners atomically (a user's flags and the activity log's entry):
 * each repository binds itself to the handed-out unit of work with `within(unitOfWork)`.
 */
export function createUnitOfWorkRunner(db: Knex): UnitOfWorkRunner {
  return (work) => transactionRetriedOnce(db, (trx) => work(unitOfWorkFor(trx)));
}
