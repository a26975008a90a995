/**
 * A TCP port nothing listens on right now on 127.0.0.1 (the caller binds it next), drawn from below the kernel's
 * ephemeral range so that no outgoing connection can take it meanwhile.
 */
export function freePort(): Promise<number>;
