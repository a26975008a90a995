// How the agent turns Open Connect messages into the shots it sends (core's bayShotOf), on the stand-in launch
// monitor's messages (src/testing/open-connect.ts names where each layout was seen).
import { describe, expect, it } from 'vitest';
import { bayShotOf, isOpenConnectShot, openConnectAnswerClub } from '@longwood/core';
import { driverShot, heartbeat, sevenIronShot } from './testing/open-connect';

const AT = new Date('2027-03-08T15:00:00.000Z');

describe('a shot message as the server stores it', () => {
  it('is in metres and m/s with GSPro’s club; club speed and carry when the message has them', () => {
    expect(bayShotOf(driverShot(1), 's-1', AT, 'DR')).toEqual({
      shotId: 's-1',
      hitAt: '2027-03-08T15:00:00.000Z',
      club: 'DR',
      ballSpeedMps: 74.656,
      launchDeg: 10.9,
      horizontalLaunchDeg: -1.2,
      spinRpm: 2686,
      spinAxisDeg: -3.5,
      shotNumber: 1,
    });
    expect(bayShotOf(sevenIronShot(2), 's-2', AT, 'I7')).toMatchObject({
      club: 'I7',
      carryM: 151.24,
      clubSpeedMps: 39.116,
    });
    const metres = { ...sevenIronShot(3), Units: 'Meters' };
    expect(bayShotOf(metres, 's-3', AT, null)?.carryM).toBe(165.4);
  });

  it('is none for a heartbeat; an impossible reading is left out and the shot still goes', () => {
    expect(isOpenConnectShot(heartbeat())).toBe(false);
    expect(bayShotOf(heartbeat(), 's', AT, null)).toBeNull();
    // The R10 adapter's TestShot spins at 50 000 rpm: no reading the server keeps.
    const test = driverShot(4);
    test.BallData.TotalSpin = 50000;
    const shot = bayShotOf(test, 's-4', AT, null);
    expect(shot).not.toHaveProperty('spinRpm');
    expect(shot).toHaveProperty('ballSpeedMps', 74.656);
  });

  it('reads the club from GSPro’s answers', () => {
    expect(openConnectAnswerClub({ Code: 201, Message: 'Player information', Player: { Club: 'I7' } })).toBe('I7');
    expect(openConnectAnswerClub({ Code: 200, Message: 'Shot received successfully' })).toBeNull();
  });
});
