// Password hashing with bcrypt. The cost comes from env (BCRYPT_COST, >= 10).
import bcrypt from 'bcrypt';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
  /**
   * Spends the same time as a real verify when no account matched, so response time does not reveal
   * whether a username exists.
   */
  verifyAgainstNothing(password: string): Promise<false>;
}

export function createPasswordHasher(cost: number): PasswordHasher {
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => bcrypt.hash(password, cost),
    verify: (password, hash) => bcrypt.compare(password, hash),
    async verifyAgainstNothing(password) {
      dummyHash ??= bcrypt.hash('not-a-real-password-for-timing-only', cost);
      await bcrypt.compare(password, await dummyHash);
      return false;
    },
  };
}
