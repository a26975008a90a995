// Reads a server-sent event stream over real HTTP, as a browser's EventSource would (Accept: text/event-stream,
// the session cookie), and lets a test wait for what arrives: named events, heartbeat comments, the end.
export interface ServerSentEvent {
  event: string;
  data: string;
}

export interface EventStreamReader {
  status: number;
  headers: Headers;
  /** Events received so far, in order. */
  readonly events: ServerSentEvent[];
  /** Comment lines received so far (heartbeats), without the leading ':'. */
  readonly comments: string[];
  /** Resolves when the server ended the stream. */
  readonly ended: Promise<void>;
  /** Waits until `predicate` holds for some received event (resolves with it), or fails after `timeoutMs`. */
  waitFor(predicate: (event: ServerSentEvent) => boolean, timeoutMs?: number, what?: string): Promise<ServerSentEvent>;
  /** Waits until at least `count` comment lines arrived. */
  waitForComments(count: number, timeoutMs?: number): Promise<void>;
  /** Closes the connection from the client's side. */
  close(): void;
}

export async function openEventStream(
  url: string,
  cookies: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<EventStreamReader> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
      ...headers,
    },
    signal: abort.signal,
  });
  const events: ServerSentEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };

  let buffer = '';
  const parse = () => {
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let name = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) comments.push(line.slice(1).trim());
        else if (line.startsWith('event:')) name = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trim());
      }
      if (data.length > 0) events.push({ event: name, data: data.join('\n') });
      end = buffer.indexOf('\n\n');
    }
    wake();
  };

  const ended = (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        parse();
      }
    } catch {
      // aborted by close()
    } finally {
      wake();
    }
  })();

  const until = (check: () => boolean, timeoutMs: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      if (check()) {
        resolve();
        return;
      }
      const waiter = () => {
        if (!check()) return;
        clearTimeout(timer);
        waiters.delete(waiter);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; got ${JSON.stringify(events)}`));
      }, timeoutMs);
      waiters.add(waiter);
    });

  return {
    status: res.status,
    headers: res.headers,
    events,
    comments,
    ended,
    async waitFor(predicate, timeoutMs = 10_000, what = 'an event') {
      await until(() => events.some(predicate), timeoutMs, what);
      return events.find(predicate)!;
    },
    waitForComments: (count, timeoutMs = 10_000) =>
      until(() => comments.length >= count, timeoutMs, `${count} heartbeat comments`),
    close: () => abort.abort(),
  };
}
