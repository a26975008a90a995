// Which reader a file is for (packages/core/src/shots/readers/detect.ts): never the file's name; JSON or CSV by its
// first byte that is not white space, the device by the CSV's heading line; anything else refused, naming the line.
import { describe, expect, it } from 'vitest';
import { readSessionFile } from '../shot-file';
import { failed } from '../shot-file-testing';

describe('recognition', () => {
  it('names the devices it reads when a CSV is none of them', () => {
    const error = failed(readSessionFile('Name,Score\nSam,72\n'));
    expect(error.source).toBeNull();
    expect(error.message).toBe(
      'Not a recognised shot file: expected a Foresight FSX session or LastShot.CSV, or a Trackman, GSPro, Uneekor, FlightScope, Rapsodo, Square Golf or Garmin shot export (CSV) with its heading line',
    );
  });

  it('refuses a CSV of another kind, naming the heading line', () => {
    const error = failed(readSessionFile('\n\nname,email\nSam,sam@example.com'));
    expect(error.line).toBe(3);
    expect(error.message).toMatch(/Not a recognised shot file/);
  });

  it('refuses JSON without a Shots list', () => {
    expect(failed(readSessionFile('{"rounds": []}')).field).toBe('Shots');
  });

  it('refuses an empty file', () => {
    expect(failed(readSessionFile('')).message).toBe('The file is empty');
  });
});
