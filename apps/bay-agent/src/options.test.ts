import { describe, expect, it } from 'vitest';
import { HELP, OptionsError, readOptions } from './options';

describe('the agent’s options', () => {
  it('reads the command line, falls back to the environment, then to the defaults', () => {
    const options = readOptions(['--', '--server', 'https://golf.example', '--key=lwb_k', '--gspro', '10.0.0.5:921'], {
      BAY_AGENT_LISTEN: '0.0.0.0:9300',
      BAY_AGENT_KEY: 'ignored',
      BAY_AGENT_WATCH: 'exports',
    });
    expect(options).toMatchObject({
      server: 'https://golf.example',
      key: 'lwb_k',
      listen: { host: '0.0.0.0', port: 9300 },
      gspro: { host: '10.0.0.5', port: 921 },
    });
    expect(options !== 'help' && options.watch).toMatch(/exports$/);
    expect(readOptions([], { BAY_AGENT_SERVER: 'http://s', BAY_AGENT_KEY: 'k' })).toMatchObject({
      listen: { host: '127.0.0.1', port: 9210 },
      gspro: { host: '127.0.0.1', port: 921 },
      watch: null,
    });
  });

  it('says what is wrong, and --help lists every option with its variable', () => {
    expect(() => readOptions([], {})).toThrow(new OptionsError('--server (or BAY_AGENT_SERVER) is required'));
    expect(() => readOptions(['--server', 'http://s', '--key', 'k', '--gspro', '921'], {})).toThrow(/host:port/);
    expect(() => readOptions(['--port', '1'], {})).toThrow(/Unknown option --port/);
    expect(readOptions(['--help'], {})).toBe('help');
    for (const text of ['--server', '--key', '--listen', '--gspro', '--watch', '--spool', 'BAY_AGENT_SPOOL', '--help'])
      expect(HELP).toContain(text);
  });
});
