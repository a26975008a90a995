import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELP, OptionsError, readOptions } from './options';

describe('the agent’s options', () => {
  it('reads the command line, falls back to the environment, then to the defaults', () => {
    const options = readOptions(['--', '--server', 'https://golf.example', '--gspro', '10.0.0.5:921'], {
      BAY_AGENT_LISTEN: '0.0.0.0:9300',
      BAY_AGENT_KEY: 'lwb_k',
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

  it('takes the key from the environment or a file the service reads, never from the command line', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bay-agent-key-'));
    try {
      const file = path.join(dir, 'bay.key');
      writeFileSync(file, 'lwb_from-file\r\n');
      expect(readOptions(['--server', 'http://s', '--key-file', file], { BAY_AGENT_KEY: 'other' })).toMatchObject({
        key: 'lwb_from-file',
      });
      expect(readOptions([], { BAY_AGENT_SERVER: 'http://s', BAY_AGENT_KEY_FILE: file })).toMatchObject({
        key: 'lwb_from-file',
      });
      const missing = path.join(dir, 'none.key');
      expect(() => readOptions(['--server', 'http://s', '--key-file', missing], {})).toThrow(
        new OptionsError(`The key file ${missing} cannot be read: ENOENT`),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // `--key lwb_…` would show in the process list and the service's log: refused, without repeating the key.
    for (const argv of [['--key', 'lwb_secret'], ['--key=lwb_secret']]) {
      let message = '';
      try {
        readOptions(['--server', 'http://s', ...argv], {});
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe(
        '--key is not taken on the command line (the process list and the log would show the key): set BAY_AGENT_KEY or BAY_AGENT_KEY_FILE',
      );
    }
  });

  it('says what is wrong, and --help lists every option with its variable', () => {
    expect(() => readOptions([], {})).toThrow(new OptionsError('--server (or BAY_AGENT_SERVER) is required'));
    expect(() => readOptions(['--server', 'http://s'], {})).toThrow(
      new OptionsError("The bay's key is required: set BAY_AGENT_KEY or BAY_AGENT_KEY_FILE"),
    );
    expect(() => readOptions(['--server', 'http://s', '--gspro', '921'], { BAY_AGENT_KEY: 'k' })).toThrow(/host:port/);
    expect(() => readOptions(['--port', '1'], {})).toThrow(/Unknown option --port/);
    expect(readOptions(['--help'], {})).toBe('help');
    for (const text of [
      '--server',
      '--key-file',
      'BAY_AGENT_KEY',
      '--listen',
      '--gspro',
      '--watch',
      '--spool',
      'BAY_AGENT_SPOOL',
      '--help',
    ])
      expect(HELP).toContain(text);
    expect(HELP).not.toMatch(/--key </);
  });
});
