// The leagues' error codes and their HTTP statuses, merged into the one table by errors.ts
// (docs/decisions/232-leagues-as-one-domain-module.md). Rules name a refusal with one of these; never a status.
export const LEAGUE_ERROR_STATUS = {
  LEAGUE_CLOSED: 409,
  LEAGUE_FULL: 409,
  LEAGUE_ALREADY_JOINED: 409,
  TEAM_FULL: 409,
  TEAM_TAKEN: 409,
  /** A scramble partner's invitation that was already answered or ran out. */
  INVITATION_CLOSED: 409,
  SCORE_INVALID: 400,
  SCORE_DUPLICATE: 409,
  /**
   * A scheduled league's new nights collide with bookings: the whole edit is refused and nothing changes, so a league
   * with a schedule holds exactly its rows (docs/decisions/110-league-schedule-and-places.md).
   */
  LEAGUE_SCHEDULE_CONFLICT: 409,
  ROUND_DUPLICATE: 409,
  /** The league's scoring type, ranking or points would change after scores were entered. */
  LEAGUE_SCORED: 409,
  /** A member leaving a league that has started (the staff take players off). */
  LEAGUE_STARTED: 409,
  /** A pairing that already has a result changed or removed. */
  MATCH_PLAYED: 409,
  /** A result or score for a round whose date has not come. */
  ROUND_NOT_PLAYED: 409,
  /** A course a round is played on deleted, or its holes changed (docs/decisions/211-league-handicaps-and-scorecards.md). */
  COURSE_IN_USE: 409,
  /** A player marked did not play in a round where they have a card (docs/decisions/270-league-absences-and-round-completion.md). */
  PLAYER_HAS_CARD: 409,
  /** A participant with scores deleted: withdraw them instead (docs/decisions/271-league-withdrawal-and-late-joiners.md). */
  PARTICIPANT_HAS_SCORES: 409,
  /** A league's night asked by someone who is neither an admin nor its organiser (docs/decisions/272-league-organisers.md). */
  LEAGUE_ORGANISERS_ONLY: 403,
  /** A league given to someone who is neither a member nor front-desk staff to organise. */
  ORGANISER_NOT_ELIGIBLE: 409,
  /** A player's card changed after the organiser approved it (docs/decisions/273-player-posted-cards.md). */
  CARD_APPROVED: 409,
  /** A card posted by a player the organiser marked did not play in that round, until the organiser clears it. */
  CARD_DID_NOT_PLAY: 409,
  /** A round's date, course or holes changed once it has cards (docs/decisions/110-league-schedule-and-places.md). */
  ROUND_HAS_CARDS: 409,
  /**
   * A night's payouts asked before every card is in, or for a league that plays for no money
   * (docs/decisions/491-league-money-on-the-night.md).
   */
  ROUND_NOT_COMPLETE: 409,
  LEAGUE_NO_MONEY: 409,
} as const satisfies Record<string, number>;
