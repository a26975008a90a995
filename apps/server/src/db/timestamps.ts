// Timestamps (created_at, updated_at, expires_at...) are stored as ISO-8601 UTC text in both dialects
// ('2026-11-21T05:42:47.123Z'): identical round-trips, no time-zone shifting by drivers, and
// lexicographic order equals time order, so range queries compare strings.
export const isoTimestamp = (date: Date = new Date()): string => date.toISOString();
