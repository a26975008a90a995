export interface SmtpMessage {
  /** The message as received (headers and body, MIME-encoded). */
  raw: Buffer;
  /** SMTP envelope recipients. */
  envelopeTo: string[];
}

export interface RunningSmtpServer {
  readonly port: number;
  close(): Promise<void>;
}

/** An SMTP server on 127.0.0.1 (`port` 0: any free one); a rejected `onMessage` refuses the message. */
export function startSmtpServer(options: {
  port?: number;
  onMessage: (message: SmtpMessage) => unknown;
}): Promise<RunningSmtpServer>;
