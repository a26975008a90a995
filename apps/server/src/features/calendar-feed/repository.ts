// The calendar_feeds table (migration 101; docs/decisions/203-calendar-feed.md): the only code that touches it. One row
// per user who has a feed: the random key its secret is derived from and the secret's hash, never the secret.
import type { Knex } from 'knex';

interface FeedRow {
  user_id: number | string;
  secret_key: string;
  secret_hash: string;
  created_at: string;
}

export interface FeedRecord {
  userId: number;
  secretKey: string;
  secretHash: string;
  createdAt: string;
}

const toRecord = (row: FeedRow): FeedRecord => ({
  userId: Number(row.user_id),
  secretKey: row.secret_key,
  secretHash: row.secret_hash,
  createdAt: row.created_at,
});

export function createCalendarFeedRepository(db: Knex) {
  const table = () => db<FeedRow>('calendar_feeds');
  const toRow = (feed: FeedRecord): FeedRow => ({
    user_id: feed.userId,
    secret_key: feed.secretKey,
    secret_hash: feed.secretHash,
    created_at: feed.createdAt,
  });
  return {
    async findByUser(userId: number): Promise<FeedRecord | null> {
      const row = await table().where('user_id', userId).first();
      return row ? toRecord(row) : null;
    },

    async findBySecretHash(secretHash: string): Promise<FeedRecord | null> {
      const row = await table().where('secret_hash', secretHash).first();
      return row ? toRecord(row) : null;
    },

    /**
     * The user's feed, `feed` stored if they had none. Two first calls at once both answer the one row that won.
     */
    async findOrAdd(feed: FeedRecord): Promise<FeedRecord> {
      await table().insert(toRow(feed)).onConflict('user_id').ignore();
      return (await this.findByUser(feed.userId))!;
    },

    /** Stores `feed` in place of the user's feed (a reset): the old secret's hash is gone when this returns. */
    async replace(feed: FeedRecord): Promise<void> {
      await table().insert(toRow(feed)).onConflict('user_id').merge(['secret_key', 'secret_hash', 'created_at']);
    },
  };
}

export type CalendarFeedRepository = ReturnType<typeof createCalendarFeedRepository>;
