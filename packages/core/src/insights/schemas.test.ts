import { describe, expect, it } from 'vitest';
import { utilisationQuerySchema } from '../schemas/admin';
import { insightsListQuerySchema, insightsQuerySchema } from './schemas';

// A range query answers a bad date with the field's message; the range rule runs only between two real dates (the API
// fuzz found GET /api/admin/insights?from=436287 answering 500 when the rule threw on the bad date).
describe.each([
  ['insights', insightsQuerySchema, 366, {}],
  ['insights list', insightsListQuerySchema, 366, { figure: 'bay-use' }],
  ['utilisation', utilisationQuerySchema, 31, {}],
] as const)('%s range query', (_name, schema, maxDays, extra) => {
  it.each(['436287', ' r', '__proto__', '1e309', '2026-02-30'])(
    'a bad from %j is a field error, not a throw',
    (from) => {
      const result = schema.safeParse({ ...extra, from, to: '2026-11-26' });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['from', 'Date must be a valid date (YYYY-MM-DD)'],
      ]);
    },
  );

  it('refuses a range over its limit, and to before from, on to', () => {
    for (const q of [
      { from: '2026-11-26', to: '2026-11-25' },
      { from: '2025-01-01', to: '2026-12-31' },
    ]) {
      const result = schema.safeParse({ ...extra, ...q });
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['to', `Choose a range of at most ${maxDays} days`],
      ]);
    }
    expect(schema.safeParse({ ...extra, from: '2026-11-01', to: '2026-11-26' }).success).toBe(true);
  });
});
