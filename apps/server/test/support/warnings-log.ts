// The app's logger for a suite that asserts on what the server warned about (a failed send, a failed listener):
// warnings are kept in order, info is dropped, errors go to console.error (which fails the test).
import type { Logger } from '../../src/app-context';

export function warningsLog(): { log: Logger; warnings: string[] } {
  const warnings: string[] = [];
  const log: Logger = {
    info: () => {},
    warn: (line) => void warnings.push(line),
    error: (message, error) => console.error(message, error),
  };
  return { log, warnings };
}
