// The players of a league in groups (its flights, its sides), each with a box to move them to another group or to
// none: the flights' and the sides' one list (league-flights.tsx, league-sides.tsx).
import { handicapText } from '@longwood/core';

export interface GroupMember {
  teamId: number;
  /** The player (or team) by name. */
  who: string;
  handicap: number | null;
  withdrawn: boolean;
  /** Said after the name (an A/B side's 'A'). */
  note?: string;
}

/** The value of the box's "none" choice. */
export const NO_GROUP = 'none';

export function GroupLists({
  groups,
  options,
  moveLabel,
  idPrefix,
  disabled,
  onMove,
}: {
  groups: readonly { key: string; name: string; members: readonly GroupMember[] }[];
  /** Where a member can move: every group there is, the next new one, and none (NO_GROUP). */
  options: readonly { value: string; label: string }[];
  /** The box's name, heard: 'Flight of Ann Archer'. */
  moveLabel: (who: string) => string;
  /** The boxes' ids begin so ('flight-of'), each ending with the player's team id. */
  idPrefix: string;
  disabled: boolean;
  onMove: (teamId: number, to: number | null, who: string) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {groups.map((group) => (
        <div key={group.key}>
          <h3 className="font-semibold text-slate-900">
            {group.name} <span className="font-normal text-slate-600">({group.members.length})</span>
          </h3>
          <ul className="mt-1 space-y-1">
            {group.members.map((member) => {
              const { teamId, who } = member;
              const id = `${idPrefix}-${teamId}`;
              return (
                <li key={teamId} className="flex items-center justify-between gap-2 text-sm">
                  <span className="min-w-0 break-words text-slate-800">
                    {member.note ? <span className="font-semibold">{member.note} · </span> : null}
                    {who}
                    <span className="text-slate-600"> · {handicapText(member.handicap)}</span>
                    {member.withdrawn ? <span className="text-slate-600"> · withdrawn</span> : null}
                  </span>
                  <label className="sr-only" htmlFor={id}>
                    {moveLabel(who)}
                  </label>
                  <select
                    id={id}
                    className="rounded border border-slate-300 px-2 py-1 text-sm"
                    value={group.key}
                    disabled={disabled}
                    onChange={(e) => onMove(teamId, e.target.value === NO_GROUP ? null : Number(e.target.value), who)}
                  >
                    {options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
