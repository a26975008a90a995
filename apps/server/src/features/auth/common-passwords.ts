// The check of a new password against the most common and breached passwords (ASVS 2.1.7, NIST SP 800-63B
// 5.1.1.2), offline: the 49 233 passwords of @zxcvbn-ts/language-common (MIT, taken from breach corpora, kept up by
// the zxcvbn-ts project). Only the server has the list; a new password is refused when the list holds it in any
// letter case. The spec's lengths stay (6 at sign-up, 8 to 100 at a reset): this refuses the guessable ones within
// them (docs/decisions/282-common-passwords-refused.md).
import { PASSWORD_TOO_COMMON_MESSAGE } from '@longwood/core';
import { AppError } from '../../http/errors';

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/** The list, loaded on first use (decompressing it takes ~0.1 s: not at every start, not for a process that never asks). */
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())),
  );
  return commonPasswords;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

/** Refuses a common password with 400 VALIDATION_FAILED, the message on the form's field that holds it. */
export async function refuseCommonPassword(password: string, field: 'password' | 'newPassword'): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new AppError('VALIDATION_FAILED', PASSWORD_TOO_COMMON_MESSAGE, { [field]: [PASSWORD_TOO_COMMON_MESSAGE] });
  }
}
