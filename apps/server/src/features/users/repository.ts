// Moved to src/db/users-repository.ts (features must not import each other's repositories).
// Re-exported here only so existing imports keep working; import from '../../db/users-repository'.
export * from '../../db/users-repository';
