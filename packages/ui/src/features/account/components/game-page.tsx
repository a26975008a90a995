// /game (docs/decisions/220-shot-data-import.md): the Game panel — the member's shots
// from the simulators, "Live now" while a booking runs — on a page of its own, reached from the account menu's
// "My Game", instead of the bottom of Account Details.
import { PageContainer } from '../../../components/page-container';
import { ShotsPanel } from './shots-panel';

export function GamePage() {
  return (
    <PageContainer className="max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">My Game</h1>
      <ShotsPanel />
    </PageContainer>
  );
}
