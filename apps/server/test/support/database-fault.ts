// A database fault for the webhook tests (docs/decisions/261-stripe-webhook.md): the app's error log captured (a
// test that logs console.error fails, so the fault's test reads its one expected error here), and the ledger's table
// moved away while a delivery runs, then put back.
import type { TestContext } from './databases';

export function capturedErrorLog() {
  const errors: string[] = [];
  const log = {
    info: () => {},
    warn: () => {},
    error: (message: string, error?: unknown) => void errors.push(`${message} ${String(error)}`),
  };
  return { errors, log };
}

/** Runs `during` with the payments table renamed (every write to the ledger fails), then renames it back. */
export async function withoutPaymentsTable(ctx: TestContext, during: () => Promise<void>): Promise<void> {
  await ctx.db.schema.renameTable('payments', 'payments_moved_away');
  try {
    await during();
  } finally {
    await ctx.db.schema.renameTable('payments_moved_away', 'payments');
  }
}
