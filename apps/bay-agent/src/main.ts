// The bay agent's command line: `BAY_AGENT_KEY=… pnpm --filter @longwood/bay-agent start -- --server <url> …`
// (options in options.ts, --help prints them). Stops cleanly on Ctrl-C or a service stop.
import { startAgent } from './agent';
import { HELP, OptionsError, readOptions } from './options';

const log = (line: string) => console.log(line);

async function main() {
  let options;
  try {
    options = readOptions(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof OptionsError)) throw error;
    console.error(`${error.message}\n\n${HELP}`);
    process.exit(2);
  }
  if (options === 'help') {
    console.log(HELP);
    return;
  }
  const agent = await startAgent(options, log);
  const { host, port } = agent.relay.address();
  log(
    `[bay-agent] relaying ${host}:${port} → GSPro ${options.gspro.host}:${options.gspro.port}; spool ${options.spool}`,
  );
  log(await agent.status());
  const stop = () => {
    void agent.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
