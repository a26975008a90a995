// Conformance of the Garmin reader (packages/core/src/shots/readers/garmin.ts; docs/decisions/220-shot-data-import.md),
// read as the server reads an upload: Garmin Golf's export with its units row, in English and in German (semicolons,
// decimal commas, metric units).
import { describe, expect, it } from 'vitest';
import { readSessionFile } from '../shot-file';
import { failed, parsed } from '../shot-file-testing';

const close = (value: number | null | undefined, expected: number) => {
  expect(value).not.toBeNull();
  expect(value!).toBeCloseTo(expected, 2);
};

describe('Garmin Approach R10 / Garmin Golf CSV', () => {
  const english = [
    'Date,Player,Club Name,Club Type,Club Speed,Ball Speed,Launch Angle,Backspin,Sidespin,Spin Rate,Carry Distance,Carry Deviation Distance,Total Distance',
    ',,,,[mph],[mph],[deg],[rpm],[rpm],[rpm],[yds],[yds],[yds]',
    '11/20/26 2:05:10 PM,Sam,My gamer,7 Iron,84.5,118.2,17.9,6200,-300,6207,160.4,-3.5,168.0',
    '11/20/26 2:06:00 PM,Sam,Big dog,Driver,101,148.9,12.1,,,,243.0,12.0,-',
  ].join('\r\n');

  it('converts by the units row (mph, yards) to stored units', () => {
    const session = parsed(english);
    expect(session.source).toBe('garmin');
    const [iron, driver] = session.shots;
    expect(iron!.club).toBe('7i');
    expect(iron!.clubLabel).toBe('My gamer');
    close(iron!.ballSpeedMps, 118.2 * 0.44704);
    close(iron!.carryM, 160.4 * 0.9144);
    close(iron!.offlineM, -3.5 * 0.9144);
    expect(iron!.spinRpm).toBe(6207);
    expect(driver!.spinRpm).toBeNull();
    expect(driver!.totalM).toBeNull();
    expect(session.startedAt).toBe('2026-11-20T19:05:10.000Z');
  });

  it('reads German headings, semicolons, decimal commas and metric units', () => {
    const german = [
      'Datum;Schläger;Schlägertyp;Schlägerkopfgeschwindigkeit;Ballgeschwindigkeit;Abflugwinkel;Spinrate;Carry-Distanz;Carry-Abweichungsdistanz;Gesamtstrecke',
      ';;;[km/h];[km/h];[deg];[rpm];[m];[m];[m]',
      '20.11.2026 14:05;Eisen 7;7 Iron;136,0;190,2;17,9;6.207;146,7;-3,2;153,6',
    ].join('\n');
    const session = parsed(german);
    expect(session.source).toBe('garmin');
    const shot = session.shots[0]!;
    expect(shot.club).toBe('7i');
    close(shot.ballSpeedMps, 190.2 / 3.6);
    close(shot.carryM, 146.7);
    close(shot.offlineM, -3.2);
    expect(shot.spinRpm).toBe(6207);
    expect(session.startedAt).toBe('2026-11-20T19:05:00.000Z');
  });

  it('names the line and column of a cell that is not a number', () => {
    const bad = english.replace('160.4', 'far');
    expect(failed(readSessionFile(bad))).toMatchObject({ line: 3, field: 'Carry Distance' });
  });
});
