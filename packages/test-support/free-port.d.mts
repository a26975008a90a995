/** A TCP port nothing listens on right now on 127.0.0.1 (the caller binds it next). */
export function freePort(): Promise<number>;
