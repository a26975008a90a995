// What the server knew about the visitor when it chose the prerendered page for '/' (docs/decisions/140-prerendered-landing-and-light-shell.md):
// a visitor, someone signed in, or a member. The web entry records it from the page before React starts, so
// both the light landing entry and the full app draw their first frame exactly as the HTML already shows it.
export type SessionHint = 'visitor' | 'signed-in' | 'member';

let hint: SessionHint | undefined;

export function setSessionHint(value: SessionHint | undefined): void {
  hint = value;
}

/** undefined when the page was not prerendered (the Vite dev server, the desktop build). */
export function sessionHint(): SessionHint | undefined {
  return hint;
}

export function isSessionHint(value: string | undefined): value is SessionHint {
  return value === 'visitor' || value === 'signed-in' || value === 'member';
}
