// GSPro Open Connect API v1 as the bay agent reads it (docs/decisions/240-bay-agent-and-device-keys.md): the launch
// monitor's connector sends JSON messages (`DeviceID`, `Units`, `ShotNumber`, `APIversion`, `BallData`, `ClubData`,
// `ShotDataOptions`) and GSPro answers each shot with `Code`, `Message` and the `Player` with its selected `Club`.
// Ball and club speeds are mph; `CarryDistance` is in the message's `Units` (Yards or Meters). This turns a shot
// message into the shot the server stores (metres, m/s); heartbeats and messages without ball data are no shot.
import { bayShotSchema, type BayShot } from './bay';
import { METRES_PER_YARD, MPS_PER_MPH } from './units';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** True for a message that carries a shot: ball data, and not a heartbeat. */
export function isOpenConnectShot(message: unknown): message is Json & { BallData: Json } {
  if (!isObject(message) || !isObject(message.BallData)) return false;
  const options = isObject(message.ShotDataOptions) ? message.ShotDataOptions : {};
  if (options.IsHeartBeat === true) return false;
  return options.ContainsBallData === true && finite(message.BallData.Speed) !== undefined;
}

/** The club GSPro's answer names (`Player.Club`, e.g. 'DR', 'I7', 'PW'), if any. */
export function openConnectAnswerClub(answer: unknown): string | null {
  if (!isObject(answer) || !isObject(answer.Player)) return null;
  const club = answer.Player.Club;
  return typeof club === 'string' && club.trim() !== '' ? club.trim().slice(0, 20) : null;
}

/** Is this one of GSPro's answers (it has a numeric `Code`)? */
export const isOpenConnectAnswer = (message: unknown): boolean =>
  isObject(message) && finite(message.Code) !== undefined;

/**
 * GSPro's messages that answer no shot (decision 420): 201 player information (sent whenever the golfer's club
 * changes, shot or not) and the 202/203 notices. Every other code (200 "Shot received successfully", the 5xx
 * failures) answers the oldest shot waiting.
 */
const NOT_SHOT_ANSWERS = new Set([201, 202, 203]);

/** Does this message of GSPro's answer a shot (in order: the oldest one waiting)? */
export const isOpenConnectShotAnswer = (message: unknown): boolean =>
  isOpenConnectAnswer(message) && !NOT_SHOT_ANSWERS.has((message as { Code: number }).Code);

/** The club GSPro's player information (Code 201) names, if the message is one. */
export const openConnectSelectedClub = (message: unknown): string | null =>
  isOpenConnectAnswer(message) && (message as { Code: number }).Code === 201 ? openConnectAnswerClub(message) : null;

/** The shot to store for a shot message, hit at `hitAt`, with the club of GSPro's answer; null for no shot. */
export function bayShotOf(message: unknown, shotId: string, hitAt: Date, club: string | null): BayShot | null {
  if (!isOpenConnectShot(message)) return null;
  const ball = message.BallData;
  const clubData =
    isObject(message.ClubData) && isObject(message.ShotDataOptions) && message.ShotDataOptions.ContainsClubData === true
      ? message.ClubData
      : null;
  const units = typeof message.Units === 'string' ? message.Units.toLowerCase() : 'yards';
  const metresPer = units.startsWith('met') ? 1 : METRES_PER_YARD;
  const speed = finite(ball.Speed)!;
  // `Backspin` as the MLM2PRO connector spells it (springbok/MLM2PRO-GSPro-Connector, src/gspro_connect.py).
  const spin = finite(ball.TotalSpin) ?? finite(ball.BackSpin) ?? finite(ball.Backspin);
  const carry = finite(ball.CarryDistance);
  const clubSpeed = clubData ? finite(clubData.Speed) : undefined;
  const shot: BayShot = { shotId, hitAt: hitAt.toISOString(), ballSpeedMps: round(speed * MPS_PER_MPH, 3) };
  if (club) shot.club = club;
  const vla = finite(ball.VLA);
  const hla = finite(ball.HLA);
  const axis = finite(ball.SpinAxis);
  if (vla !== undefined) shot.launchDeg = round(vla, 2);
  if (hla !== undefined) shot.horizontalLaunchDeg = round(hla, 2);
  if (spin !== undefined) shot.spinRpm = Math.round(spin);
  if (axis !== undefined) shot.spinAxisDeg = round(axis, 2);
  // A carry of 0 is the connector's "not measured" (GSPro computes the flight itself).
  if (carry !== undefined && carry > 0) shot.carryM = round(carry * metresPer, 2);
  if (clubSpeed !== undefined && clubSpeed > 0) shot.clubSpeedMps = round(clubSpeed * MPS_PER_MPH, 3);
  const shotNumber = finite(message.ShotNumber);
  if (shotNumber !== undefined && Number.isInteger(shotNumber) && shotNumber >= 0) shot.shotNumber = shotNumber;
  // A reading the server would refuse (a test shot's 50 000 rpm) is left out rather than losing the shot.
  const checked = bayShotSchema.safeParse(shot);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0];
      if (field !== 'shotId' && field !== 'hitAt') Reflect.deleteProperty(shot, field as keyof BayShot);
    }
  }
  return shot;
}
