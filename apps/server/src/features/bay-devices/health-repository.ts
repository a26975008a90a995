// The bay_agent_health table (migration 421; docs/decisions/423-bay-agent-health-line.md): the only code that touches
// it. One row a bay, replaced by each report of its agent.
import type { Knex } from 'knex';
import type { BayAgentHealth, BayHealthReport } from '@longwood/core';
import { toNumber } from '../../db/dialect';

interface HealthRow {
  simulator_id: unknown;
  reported_at: string;
  gspro_connected: unknown;
  shots_waiting: unknown;
  last_shot_at: string | null;
}

export function createBayHealthRepository(db: Knex) {
  return {
    async save(bayId: number, keyId: number, report: BayHealthReport, at: string): Promise<void> {
      await db('bay_agent_health')
        .insert({
          simulator_id: bayId,
          device_key_id: keyId,
          reported_at: at,
          gspro_connected: report.gsproConnected,
          shots_waiting: report.shotsWaiting,
          last_shot_at: report.lastShotAt === null ? null : new Date(report.lastShotAt).toISOString(),
        })
        .onConflict('simulator_id')
        .merge();
    },

    /** Every bay's last report, by bay. */
    async all(): Promise<BayAgentHealth[]> {
      const rows = await db('bay_agent_health').orderBy('simulator_id').select<HealthRow[]>();
      return rows.map((row) => ({
        bayId: toNumber(row.simulator_id),
        reportedAt: row.reported_at,
        gsproConnected: row.gspro_connected === true || row.gspro_connected === 1,
        shotsWaiting: toNumber(row.shots_waiting),
        lastShotAt: row.last_shot_at,
      }));
    },
  };
}

export type BayHealthRepository = ReturnType<typeof createBayHealthRepository>;
