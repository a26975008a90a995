// What a username or e-mail address looks like, for refusing look-alikes of existing accounts
// (docs/decisions/207-email-verification-and-identities.md): the Unicode confusables skeleton (UTS #39's
// confusables.txt, through the maintained `unhomoglyph` package), taken before and after lower-casing, since sign-in
// ignores case. 'admin@longwoodgoIf.example' (a capital I) and 'admin@longwoodgolf.example' have the same one.
import unhomoglyph from 'unhomoglyph';

export function lookalikeKey(value: string): string {
  return unhomoglyph(unhomoglyph(value.trim().normalize('NFKC')).toLowerCase());
}
