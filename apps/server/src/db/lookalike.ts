// What a username or e-mail address looks like, for refusing look-alikes of existing accounts
// (docs/decisions/207-email-verification-and-identities.md): the Unicode confusables skeleton (UTS #39's
// confusables.txt, through the maintained `unhomoglyph` package), taken before and after lower-casing, since sign-in
// ignores case. 'admin@longwoodgoIf.example' (a capital I) and 'admin@longwoodgolf.example' have the same one.
import { createHash } from 'node:crypto';
import unhomoglyph from 'unhomoglyph';

/** The key columns' length (`varchar(254)`, an address's longest). */
const KEY_COLUMN_LENGTH = 254;

export function lookalikeKey(value: string): string {
  const skeleton = unhomoglyph(unhomoglyph(value.trim().normalize('NFKC')).toLowerCase());
  // A skeleton can be longer than its name ('m' looks like 'rn'): a valid 254-character address of m's has one of
  // 508. Such a key is stored as its digest, which two equal skeletons still share (docs/decisions/248-mail-a-person-causes-and-inputs-postgres-refused.md).
  if (skeleton.length <= KEY_COLUMN_LENGTH) return skeleton;
  return `sha256:${createHash('sha256').update(skeleton).digest('hex')}`;
}
