// Each bay agent's health line on the desk's board (docs/decisions/423-bay-agent-health-line.md): whether GSPro is
// connected through it, its last shot and the shots waiting in its spool, or that it has gone quiet, so the desk
// sees a bay whose shots are not arriving before a member asks. The words are core's `bayAgentHealthLine`.
import { bayAgentHealthLine, BAY_AGENT_SILENT_AFTER_MS, type BayAgentHealth } from '@longwood/core';
import { errorMessage } from '../../../lib/api-client';
import { useBayAgents } from '../api/bay-agents';

const needsLook = (health: BayAgentHealth | undefined, now: Date) =>
  !health || !health.gsproConnected || now.getTime() - Date.parse(health.reportedAt) > BAY_AGENT_SILENT_AFTER_MS;

/** One line a bay: its agent's last report. */
export function BayAgents({ bays, now }: { bays: readonly { id: number; name: string }[]; now: Date }) {
  const agents = useBayAgents();
  return (
    <section aria-labelledby="bay-agents-heading" className="space-y-2">
      <h2 id="bay-agents-heading" className="text-lg font-semibold text-slate-900">
        Bay agents
      </h2>
      {!agents.data ? (
        <p className="text-sm text-slate-600">
          {agents.isPending
            ? 'Reading the bay agents...'
            : errorMessage(agents.error, 'The bay agents could not be read.')}
        </p>
      ) : (
        <ul aria-label="Bay agents" className="space-y-1">
          {bays.map((bay) => {
            const health = agents.data.find((h) => h.bayId === bay.id);
            return (
              <li key={bay.id} className={`text-sm ${needsLook(health, now) ? 'text-amber-800' : 'text-slate-700'}`}>
                {bayAgentHealthLine(bay.name, health ?? null, now)}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
