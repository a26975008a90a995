// Typed values made safe to place in an e-mail's subject and body. Dates and times are core's (time-format.ts).

/** A value safe for a one-line header such as the subject (no line breaks, bounded length). */
export function oneLine(text: string, max = 120): string {
  const flat = text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * Text typed by a visitor as a body block of a team e-mail: every line is quoted with '> ', so no line of it —
 * whatever CR, LF, Unicode line separators or control characters it holds — can pass for one of the e-mail's
 * own field lines ("Bcc: …", "Email: …"); docs/decisions/163-session-and-account-hygiene.md.
 */
export function quotedBlock(text: string): string {
  return textLines(text)
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');
}

/** Typed text as its lines: every kind of line break ends one, and no other control character is kept. */
export function textLines(text: string): string[] {
  return (
    text
      .replace(/\r\n?|[\u0085\u2028\u2029\v\f]/g, '\n')
      // Every other control character (C0/C1 but line feed and tab) goes.
      .replace(/[^\P{Cc}\n\t]/gu, '')
      .split('\n')
  );
}

/** A visitor's one-line value (name, phone, e-mail) inside a body line: line breaks become spaces. */
export function fieldValue(text: string): string {
  return oneLine(text.replace(/[\p{Cc}\u2028\u2029]/gu, ' '), 500);
}
