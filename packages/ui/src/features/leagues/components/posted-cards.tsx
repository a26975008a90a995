// Who has posted a card from their phone tonight, on the organiser's score sheet (docs/decisions/273-player-posted-cards.md):
// each player's progress ("Thru 7"), a complete card waiting on the sheet for the organiser to save (which approves it),
// or approved. Read again as the leaderboard is, so the organiser sees cards arrive.
import type { PostedCard } from '@longwood/core';
import { CardSection } from '../../../components/ui/titled-section';

function statusOf(card: PostedCard, holeCount: number): string {
  if (card.approved) return 'Approved';
  if (card.thru === holeCount) return 'Complete: on the sheet below, save to approve';
  return card.thru === 0 ? 'Nothing posted yet' : `Thru ${card.thru}`;
}

export function PostedCards({ cards, holeCount }: { cards: readonly PostedCard[]; holeCount: number }) {
  return (
    <CardSection cardClassName="mt-6 p-4" id="posted-cards" title="Cards Posted by Players" titleSize="base">
      {cards.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">
          No player has posted a card yet. Players post theirs hole by hole from the league&apos;s page.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm" aria-label="Cards posted by players">
          {cards.map((card) => (
            <li key={card.participantId} className="flex justify-between gap-2 py-1.5">
              <span className="font-medium">{card.name}</span>
              <span className="text-slate-700">{statusOf(card, holeCount)}</span>
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
