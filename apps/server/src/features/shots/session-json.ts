// A Foresight session's JSON as the server reads it (docs/decisions/350-shot-files-read-and-matched.md): parsed as
// its bytes arrive by @streamparser/json, a maintained streaming parser, which builds each element of the shots list
// alone and lets it go (`$.*.*`, keepStack off), so the memory of an import does not grow with the file. Beside it,
// this follows the document's top level from the tokens, to hand core its plain values, to ask core which list is
// the shots, to name the line each shot begins on, and to refuse what no session file is.
import { Tokenizer, TokenizerError, TokenParser, TokenParserError } from '@streamparser/json';
import TokenType from '@streamparser/json/utils/types/tokenType.js';
import type { ParsedTokenInfo } from '@streamparser/json/utils/types/parsedTokenInfo.js';
import { JsonSyntaxError, type JsonSessionParser } from '@longwood/core';

const NOT_JSON = 'The file is not valid JSON';
const OPENS = new Set([TokenType.LEFT_BRACE, TokenType.LEFT_BRACKET]);
const CLOSES = new Set([TokenType.RIGHT_BRACE, TokenType.RIGHT_BRACKET]);
const SCALARS = new Set([TokenType.STRING, TokenType.NUMBER, TokenType.TRUE, TokenType.FALSE, TokenType.NULL]);

export const streamedSessionJson: JsonSessionParser = (events, { firstLine, maxShotBytes, maxDepth }) => {
  const tokenizer = new Tokenizer();
  const parser = new TokenParser({ paths: ['$.*.*'], keepStack: false });
  // Lines: the file's newlines not yet passed, counted up to each token's offset (tokens come in order).
  let received = 0;
  let newlines: number[] = [];
  let passed = 0;
  let line = firstLine;
  const lineAt = (offset: number) => {
    while (passed < newlines.length && newlines[passed]! < offset) {
      passed += 1;
      line += 1;
    }
    if (passed > 4096) {
      newlines = newlines.slice(passed);
      passed = 0;
    }
    return line;
  };
  let depth = 0;
  let expectKey = false;
  let key = '';
  // The shots list: open while `inShots`; the element being read began at `shotStart` on `shotLine`.
  let inShots = false;
  let shotIndex = -1;
  let shotStart = 0;
  let shotLine = 0;

  function follow({ token, value, offset }: ParsedTokenInfo) {
    const at = lineAt(offset);
    if (depth === 0 && OPENS.has(token)) events.root(token === TokenType.LEFT_BRACE);
    if (depth === 1 && token !== TokenType.COLON && token !== TokenType.COMMA && !CLOSES.has(token)) {
      if (expectKey && token === TokenType.STRING) {
        key = value as string;
        expectKey = false;
      } else if (SCALARS.has(token)) {
        events.field(key, value);
      } else if (OPENS.has(token)) {
        inShots = events.container(key, token === TokenType.LEFT_BRACKET, at);
      }
    }
    if (inShots && depth === 2 && (OPENS.has(token) || SCALARS.has(token))) {
      shotIndex += 1;
      shotStart = offset;
      shotLine = at;
    }
    if (inShots && depth >= 3 && offset - shotStart > maxShotBytes) {
      throw new JsonSyntaxError(shotLine, `Shots[${shotIndex}]`, "A shot is larger than a session file's shots are");
    }
    if (OPENS.has(token)) {
      depth += 1;
      if (depth > maxDepth) throw new JsonSyntaxError(at, null, 'The file nests deeper than a session file does');
      if (depth === 1) expectKey = true;
    } else if (CLOSES.has(token)) {
      depth -= 1;
      if (depth === 1) inShots = false;
    } else if (token === TokenType.COMMA && depth === 1) {
      expectKey = true;
    }
  }

  tokenizer.onToken = (info) => {
    follow(info);
    parser.write(info);
  };
  parser.onValue = ({ value, stack }) => {
    if (inShots && stack.length === 2) events.shot(value, shotLine);
  };

  /** Runs the parser, what it refuses named by the line it had reached. */
  const run = (action: () => void) => {
    try {
      action();
    } catch (error) {
      if (error instanceof TokenizerError || error instanceof TokenParserError) {
        throw new JsonSyntaxError(line, null, NOT_JSON);
      }
      throw error;
    }
  };
  return {
    write(bytes) {
      for (let at = bytes.indexOf(0x0a); at >= 0; at = bytes.indexOf(0x0a, at + 1)) newlines.push(received + at);
      received += bytes.length;
      run(() => tokenizer.write(bytes));
    },
    end() {
      run(() => tokenizer.end());
      if (!parser.isEnded) throw new JsonSyntaxError(line, null, NOT_JSON);
    },
  };
};
