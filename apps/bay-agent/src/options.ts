// The agent's settings: each option on the command line or in an environment variable (a Windows service passes
// environment variables more easily than arguments), the command line winning. `--help` prints them. The bay key is
// the exception (decision 422): only from BAY_AGENT_KEY or a file the service can read (BAY_AGENT_KEY_FILE or
// --key-file), never on the command line, where the process list and the service's log would show it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Endpoint } from './relay';

export interface AgentOptions {
  server: string;
  key: string;
  listen: Endpoint;
  gspro: Endpoint;
  watch: string | null;
  spool: string;
}

interface OptionSpec {
  name: Exclude<keyof AgentOptions, 'key'> | 'key-file';
  env: string;
  value: string;
  help: string;
  fallback?: string;
}

export const OPTION_SPECS: readonly OptionSpec[] = [
  {
    name: 'server',
    env: 'BAY_AGENT_SERVER',
    value: '<url>',
    help: 'the Longwood Golf server, e.g. https://longwoodgolf.example',
  },
  {
    name: 'key-file',
    env: 'BAY_AGENT_KEY_FILE',
    value: '<file>',
    help: "a file holding the bay's key (or the key itself in BAY_AGENT_KEY)",
  },
  {
    name: 'listen',
    env: 'BAY_AGENT_LISTEN',
    value: '<host:port>',
    help: "where the launch monitor's connector connects instead of GSPro",
    fallback: '127.0.0.1:9210',
  },
  {
    name: 'gspro',
    env: 'BAY_AGENT_GSPRO',
    value: '<host:port>',
    help: "GSPro's Open Connect port",
    fallback: '127.0.0.1:921',
  },
  {
    name: 'watch',
    env: 'BAY_AGENT_WATCH',
    value: '<folder>',
    help: 'a folder of session exports (.session, .csv) to send',
  },
  {
    name: 'spool',
    env: 'BAY_AGENT_SPOOL',
    value: '<folder>',
    help: 'where shots and files wait until the server has them',
    fallback: 'bay-agent-spool',
  },
];

export const HELP = [
  'Longwood Golf bay agent: relays GSPro Open Connect and sends every shot and session file to the server.',
  '',
  'Usage: BAY_AGENT_KEY=<bay key> pnpm --filter @longwood/bay-agent start -- --server <url>',
  '         [--key-file <file>] [--listen 127.0.0.1:9210] [--gspro 127.0.0.1:921] [--watch <folder>] [--spool <folder>]',
  '',
  "The bay's key (Admin → Facility → Bay device keys) is never taken on the command line: set BAY_AGENT_KEY in the",
  "service's environment, or put it in a file only the service can read and name it with --key-file.",
  '',
  'Options (each also from the environment variable named):',
  ...OPTION_SPECS.map(
    (o) =>
      `  --${`${o.name} ${o.value}`.padEnd(22)} ${o.env.padEnd(17)} ${o.help}${o.fallback ? ` (default ${o.fallback})` : ''}`,
  ),
  `  --help${' '.repeat(35)}prints this`,
].join('\n');

export class OptionsError extends Error {}

function endpoint(text: string, option: string): Endpoint {
  const match = /^(.+):(\d{1,5})$/.exec(text);
  const port = match ? Number(match[2]) : NaN;
  if (!match || port < 1 || port > 65535) throw new OptionsError(`--${option} must be host:port, e.g. 127.0.0.1:921`);
  return { host: match[1]!, port };
}

/** The key in `file` (its first line), or why it cannot be read; the key itself is never in a message. */
function readKeyFile(file: string): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new OptionsError(`The key file ${file} cannot be read: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
  }
  const key = text.split(/\r?\n/)[0]!.trim();
  if (!key) throw new OptionsError(`The key file ${file} is empty`);
  return key;
}

/** The options from `argv` (without node and the script) and `env`; 'help' when asked for it. */
export function readOptions(argv: readonly string[], env: NodeJS.ProcessEnv): AgentOptions | 'help' {
  const given = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') continue;
    if (arg === '--help' || arg === '-h') return 'help';
    const [flag, inline] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    if (flag === '--key') {
      throw new OptionsError(
        '--key is not taken on the command line (the process list and the log would show the key): set BAY_AGENT_KEY or BAY_AGENT_KEY_FILE',
      );
    }
    const spec = OPTION_SPECS.find((o) => `--${o.name}` === flag);
    if (!spec) throw new OptionsError(`Unknown option ${arg} (see --help)`);
    const value = inline ?? argv[++i];
    if (value === undefined || value === '') throw new OptionsError(`${flag} needs ${spec.value}`);
    given.set(spec.name, value);
  }
  const value = (spec: OptionSpec) => given.get(spec.name) ?? env[spec.env] ?? spec.fallback;
  const [server, keyFile, listen, gspro, watch, spool] = OPTION_SPECS.map(value);
  if (!server) throw new OptionsError('--server (or BAY_AGENT_SERVER) is required');
  const key = keyFile ? readKeyFile(keyFile) : env.BAY_AGENT_KEY?.trim();
  if (!key) throw new OptionsError("The bay's key is required: set BAY_AGENT_KEY or BAY_AGENT_KEY_FILE");
  try {
    new URL(server);
  } catch {
    throw new OptionsError('--server must be a URL, e.g. https://longwoodgolf.example');
  }
  return {
    server,
    key,
    listen: endpoint(listen!, 'listen'),
    gspro: endpoint(gspro!, 'gspro'),
    watch: watch ? path.resolve(watch) : null,
    spool: path.resolve(spool!),
  };
}
