// The ball-flight model (docs/decisions/450-flight-model-fitted-to-real-exports.md): carry, total, apex, descent
// angle, flight time and side from the ball's launch, for the shots whose device sends no flight (GSPro connectors,
// exports with launch data only). A pure function of the launch and the air; stored units in and out (m, m/s, degrees,
// rpm).
//
// Sources:
// - Ball: the Rules of Golf's limits (45.93 g, 42.67 mm).
// - Lift and drag as functions of spin ratio S = rω/v and Reynolds number: the shapes of Bearman and Harvey, "Golf
//   ball aerodynamics", Aeronautical Quarterly 27 (1976) 112–122 (drag falling with Re past a dimpled ball's early
//   drag crisis, about Re 5·10⁴, and rising with spin; lift rising with spin); Smits and Smith, "A new aerodynamic
//   model of a golf ball in flight", Science and Golf II (1994) 340–347 (lift rising steeply at low spin ratio, as
//   S^0.4, and levelling off); Lyu, Kensrud, Smith and Tosaya, "Aerodynamics of golf balls in still air",
//   Proceedings 2 (2018) 238. Their constants (MODEL) are fitted to Trackman's tour table and to real device exports
//   (decision 450).
// - Spin decay: a damping torque proportional to the spin ratio (Smits and Smith, 1994), set so spin falls by about
//   4 % a second at 60 m/s, the order Tavares, Shannon and Melvin measured by radar ("Golf ball spin decay model
//   based on radar measurements", Science and Golf III, 1999).
// - Air: the ICAO standard atmosphere's pressure at the facility's elevation and the ideal gas law at its temperature.
// - Bounce and roll: after Penner, "The run of a golf ball", Canadian Journal of Physics 80 (2002) 931–940: the turf
//   gives way under the ball (an impact on a tilted crater), a rigid-ball impulse with friction, then rolling at a
//   constant deceleration of a firm fairway.
// - Checked against Trackman's published PGA Tour averages (flight.test.ts: every carry within 3 %, every apex within
//   3 yards) and against 9 379 shots of five devices' own exports (flight-validation.test.ts in the server; the
//   measured error is in docs/performance.md).

const BALL_MASS = 0.04593;
const BALL_RADIUS = 0.021335;
const BALL_AREA = Math.PI * BALL_RADIUS * BALL_RADIUS;
/** A golf ball's moment of inertia is close to a solid sphere's (2/5 m r²). */
const BALL_INERTIA = 0.4 * BALL_MASS * BALL_RADIUS * BALL_RADIUS;
const G = 9.80665;
const STEP_S = 0.1;
/** A point of the drawn path every this many steps. */
const PATH_EVERY = 2;
const MAX_FLIGHT_S = 20;

/**
 * The model's fitted constants (one place, so a recalibration is one change). Drag: CD = drag0 − dragPerReynolds ×
 * (Re/10⁵ − 1.5) + dragPerSpinRatio × (1 − e^(−S/dragSpinRatio)), plus a smooth sphere's drag below the crisis;
 * lift: CL = liftMax × (1 − e^(−S/liftRatio)). The shapes are the sources'; the numbers are fitted (decision 450),
 * within the ranges the wind-tunnel papers report (CD 0.2–0.35, CL up to about 0.35).
 */
const MODEL = {
  drag0: 0.208,
  dragPerReynolds: 0.114,
  dragPerSpinRatio: 0.103,
  dragSpinRatio: 0.273,
  /** A dimpled ball's drag crisis (Bearman and Harvey): below this Reynolds number the drag rises towards a smooth sphere's. */
  crisisReynolds: 5e4,
  liftMax: 0.326,
  liftRatio: 0.142,
  /** Spin damping torque coefficient per unit spin ratio: about 4 % of the spin a second at 60 m/s. */
  spinDamping: 0.167,
  /** The turf's normal coefficient of restitution at low speed, falling with impact speed (Penner). */
  restitution: (normalSpeed: number) => Math.max(0.12, 0.51 - 0.0375 * normalSpeed + 0.000903 * normalSpeed ** 2),
  /** Ball–turf friction during a bounce. */
  turfFriction: 0.4,
  /** The crater's tilt (Penner: 15.4° at 18.6 m/s and a 44.4° landing, in proportion to both). */
  craterDeg: (speed: number, angleDeg: number) => Math.min(30, (15.4 * (speed / 18.6) * angleDeg) / 44.4),
  /** Rolling on a firm fairway: a constant deceleration (m/s²). */
  rollDeceleration: 1.6,
};

export interface Launch {
  ballSpeedMps: number;
  /** Vertical launch angle, degrees up. */
  launchDeg: number;
  /** Horizontal launch angle, degrees right of the target line (negative: left). */
  horizontalLaunchDeg?: number;
  /** Total spin, rpm. */
  spinRpm: number;
  /** Tilt of the spin axis, degrees: positive curves the ball right (a fade), negative left (a draw). */
  spinAxisDeg?: number;
}

export interface Air {
  /** The facility's elevation above sea level, metres. */
  elevationM?: number;
  /** Air temperature, °C (indoors: 20 by default). */
  temperatureC?: number;
}

/** A point of the flight: downrange and side (right positive) along the ground, height above it; metres. */
export interface FlightPoint {
  x: number;
  y: number;
  side: number;
}

export interface Flight {
  carryM: number;
  /** Where the ball comes to rest, measured along the ground from the tee. */
  totalM: number;
  apexM: number;
  /** The angle the ball comes down at, degrees below the horizontal. */
  descentDeg: number;
  flightTimeS: number;
  /** Offline at the landing point and at rest, right positive. */
  sideCarryM: number;
  sideTotalM: number;
  /** The flight from the tee to the landing, a point every 0.15 s, for a chart. */
  path: FlightPoint[];
}

export const DEFAULT_TEMPERATURE_C = 20;

/** Air density (kg/m³) at an elevation and temperature: ICAO standard pressure, dry air. */
export function airDensity(air: Air = {}): number {
  const elevation = air.elevationM ?? 0;
  const kelvin = (air.temperatureC ?? DEFAULT_TEMPERATURE_C) + 273.15;
  const pressure = 101325 * (1 - 2.25577e-5 * elevation) ** 5.25588;
  return pressure / (287.058 * kelvin);
}

/**
 * The Reynolds number is taken in the standard air the constants were fitted in (20 °C, sea level): the fitted drag
 * falls with Re more steeply than the air's own change of viscosity and density would move it, so reading it in the
 * facility's air would make thin air slow the ball. The air's density enters the forces themselves.
 */
const STANDARD_KINEMATIC_VISCOSITY = 1.516e-5;

/** Total spin and axis from back and side spin (side spin positive curves right). */
export function spinOf(backSpinRpm: number, sideSpinRpm: number): { spinRpm: number; spinAxisDeg: number } {
  return {
    spinRpm: Math.hypot(backSpinRpm, sideSpinRpm),
    spinAxisDeg: (Math.atan2(sideSpinRpm, backSpinRpm) * 180) / Math.PI,
  };
}

/** Drag coefficient of a spinning golf ball at Reynolds number `re` and spin ratio `s`. */
export function dragCoefficient(re: number, s: number): number {
  // Below the dimpled ball's drag crisis the drag rises towards a smooth sphere's, over 2·10⁴ of Re.
  const crisis = re >= MODEL.crisisReynolds ? 0 : Math.min(1, (MODEL.crisisReynolds - re) / 2e4) * 0.25;
  return (
    MODEL.drag0 -
    MODEL.dragPerReynolds * (re / 1e5 - 1.5) +
    crisis +
    MODEL.dragPerSpinRatio * (1 - Math.exp(-s / MODEL.dragSpinRatio))
  );
}

/** Lift coefficient at spin ratio `s`: rising from zero and levelling off. */
export function liftCoefficient(s: number): number {
  return MODEL.liftMax * (1 - Math.exp(-Math.max(0, s) / MODEL.liftRatio));
}

/**
 * The flight of a ball launched as `launch` in `air`. A ball with no speed goes nowhere; a ball that never comes
 * back to the ground within 20 s (a launch straight up with no speed to speak of is not one) is cut there.
 */
export function modelFlight(launch: Launch, air: Air = {}): Flight {
  const speed = Math.max(0, launch.ballSpeedMps);
  const still: Flight = {
    carryM: 0,
    totalM: 0,
    apexM: 0,
    descentDeg: 0,
    flightTimeS: 0,
    sideCarryM: 0,
    sideTotalM: 0,
    path: [{ x: 0, y: 0, side: 0 }],
  };
  if (!(speed > 0) || !Number.isFinite(launch.launchDeg)) return still;

  const rho = airDensity(air);
  const k = (0.5 * rho * BALL_AREA) / BALL_MASS;
  const damping = (MODEL.spinDamping * rho * BALL_AREA * BALL_RADIUS * BALL_RADIUS * 2 * BALL_RADIUS) / BALL_INERTIA;
  const axis = ((launch.spinAxisDeg ?? 0) * Math.PI) / 180;
  // The spin's direction: backspin about the side axis, tilted by the spin axis (ω = |ω|·(0, −sin a, cos a) in
  // downrange/up/right coordinates, so that ω × v lifts and, tilted right, pushes right).
  const ay = -Math.sin(axis);
  const az = Math.cos(axis);
  const spinSign = Math.sign(launch.spinRpm || 0) || 1;
  const elevation = (Math.min(90, Math.max(-90, launch.launchDeg)) * Math.PI) / 180;

  // State: x, y, z, vx, vy, vz, spin (rad/s, about an axis fixed in space: the ball's gyroscopic stiffness keeps it).
  const derive = (s: Float64Array, out: Float64Array) => {
    const vx = s[3]!;
    const vy = s[4]!;
    const vz = s[5]!;
    const w = s[6]!;
    const v = Math.sqrt(vx * vx + vy * vy + vz * vz);
    out[0] = vx;
    out[1] = vy;
    out[2] = vz;
    if (v < 1e-9) {
      out[3] = 0;
      out[4] = -G;
      out[5] = 0;
      out[6] = 0;
      return;
    }
    const ratio = (BALL_RADIUS * w) / v;
    const drag = k * dragCoefficient((2 * BALL_RADIUS * v) / STANDARD_KINEMATIC_VISCOSITY, ratio) * v;
    // Magnus direction: ω̂ × v, scaled to the speed.
    const cx = ay * vz - az * vy;
    const cy = az * vx;
    const cz = -ay * vx;
    const cross = Math.sqrt(cx * cx + cy * cy + cz * cz);
    const lift = cross > 1e-9 ? (k * liftCoefficient(ratio) * v * v * spinSign) / cross : 0;
    out[3] = -drag * vx + lift * cx;
    out[4] = -drag * vy + lift * cy - G;
    out[5] = -drag * vz + lift * cz;
    out[6] = -damping * v * w;
  };

  const s = Float64Array.of(
    0,
    0,
    0,
    speed * Math.cos(elevation),
    speed * Math.sin(elevation),
    0,
    (Math.abs(launch.spinRpm || 0) * 2 * Math.PI) / 60,
  );
  const prev = new Float64Array(7);
  const k1 = new Float64Array(7);
  const k2 = new Float64Array(7);
  const k3 = new Float64Array(7);
  const k4 = new Float64Array(7);
  const tmp = new Float64Array(7);
  const along = (d: Float64Array, h: number) => {
    for (let i = 0; i < 7; i++) tmp[i] = s[i]! + d[i]! * h;
    return tmp;
  };

  const raw: { x: number; y: number; z: number }[] = [{ x: 0, y: 0, z: 0 }];
  let apex = 0;
  let t = 0;
  let steps = 0;
  while (t < MAX_FLIGHT_S) {
    prev.set(s);
    derive(s, k1);
    derive(along(k1, STEP_S / 2), k2);
    derive(along(k2, STEP_S / 2), k3);
    derive(along(k3, STEP_S), k4);
    for (let i = 0; i < 7; i++) s[i] = s[i]! + (STEP_S / 6) * (k1[i]! + 2 * k2[i]! + 2 * k3[i]! + k4[i]!);
    t += STEP_S;
    steps += 1;
    if (s[1]! > apex) apex = s[1]!;
    if (s[1]! <= 0) break;
    if (steps % PATH_EVERY === 0) raw.push({ x: s[0]!, y: s[1]!, z: s[2]! });
  }
  // The apex between steps: a parabola through the top three heights would refine it; a 0.1 s step misses at most
  // about a centimetre, well inside the model's error.
  // The landing, between the last two steps.
  const f = prev[1]! > 0 && s[1]! <= 0 ? prev[1]! / (prev[1]! - s[1]!) : 1;
  const lerp = (i: number) => prev[i]! + (s[i]! - prev[i]!) * f;
  const land = { x: lerp(0), z: lerp(2), vx: lerp(3), vy: lerp(4), vz: lerp(5), w: lerp(6) };
  const flightTime = t - STEP_S + STEP_S * f;
  raw.push({ x: land.x, y: 0, z: land.z });

  const ground = Math.hypot(land.vx, land.vz);
  const descent = (Math.atan2(-land.vy, ground) * 180) / Math.PI;
  const run = runOut(ground, -land.vy, land.w * spinSign);
  const heading = ground > 1e-9 ? { x: land.vx / ground, z: land.vz / ground } : { x: 1, z: 0 };
  const rest = { x: land.x + run * heading.x, z: land.z + run * heading.z };

  // Turn the target-line frame by the horizontal launch angle.
  const yaw = ((launch.horizontalLaunchDeg ?? 0) * Math.PI) / 180;
  const turn = (p: { x: number; z: number }) => ({
    x: p.x * Math.cos(yaw) - p.z * Math.sin(yaw),
    side: p.x * Math.sin(yaw) + p.z * Math.cos(yaw),
  });
  const landing = turn(land);
  const resting = turn(rest);
  const path = raw.map((p) => ({ ...turn(p), y: Math.max(0, p.y) }));
  return {
    carryM: Math.max(0, landing.x),
    totalM: Math.max(0, resting.x),
    apexM: apex,
    descentDeg: Math.max(0, descent),
    flightTimeS: flightTime,
    sideCarryM: landing.side,
    sideTotalM: resting.side,
    path,
  };
}

/**
 * How far the ball runs on after landing with `forward` and `down` speeds (m/s) and backspin `w` (rad/s): bounces on
 * a turf that gives way (Penner 2002), then a roll. Negative when backspin draws it back.
 */
export function runOut(forward: number, down: number, w: number): number {
  let vx = forward;
  let vy = Math.max(0, down);
  let spin = w;
  let distance = 0;
  for (let bounce = 0; bounce < 8 && vy > 0.3; bounce++) {
    const speed = Math.hypot(vx, vy);
    const angle = (Math.atan2(vy, Math.abs(vx)) * 180) / Math.PI;
    const crater = (MODEL.craterDeg(speed, angle) * Math.PI) / 180;
    // Velocities along and into the crater's face, which tilts up ahead of a ball moving forward.
    const dir = vx >= 0 ? 1 : -1;
    const along = Math.abs(vx) * Math.cos(crater) - vy * Math.sin(crater);
    const into = Math.abs(vx) * Math.sin(crater) + vy * Math.cos(crater);
    const e = MODEL.restitution(into);
    // Contact point's slip (backspin adds to it for a ball moving forward); friction brings it towards rolling.
    const slip = along + BALL_RADIUS * spin * dir;
    const impulse = MODEL.turfFriction * (1 + e) * into;
    const rolls = Math.abs(slip) <= 3.5 * impulse;
    const change = rolls ? slip / 3.5 : Math.sign(slip) * impulse;
    const alongAfter = along - change;
    spin -= (change * BALL_MASS * BALL_RADIUS * dir) / BALL_INERTIA;
    const up = e * into;
    // Back to the level ground's frame.
    const fwd = dir * (alongAfter * Math.cos(crater) + up * Math.sin(crater));
    vy = -alongAfter * Math.sin(crater) + up * Math.cos(crater);
    if (vy < 0) vy = 0;
    vx = fwd;
    distance += (vx * 2 * vy) / G;
  }
  // Rolling: the spin has matched the ground by now; a constant deceleration stops it.
  distance += (Math.sign(vx) * vx * vx) / (2 * MODEL.rollDeceleration);
  return distance;
}
