// Pins a Node process's clock for end-to-end tests of time rules (the desk's staffed hours): loaded with
// `node --import @longwood/test-support/pinned-clock`, it makes `Date` start at PINNED_CLOCK (an ISO instant) and
// run on from there at real speed, so the server's `now`, session times and logs all agree. Timers are untouched.
// Without PINNED_CLOCK it does nothing. Test support only: nothing in production loads it.
const pinned = process.env.PINNED_CLOCK;

if (pinned) {
  const start = Date.parse(pinned);
  if (Number.isNaN(start)) throw new Error(`PINNED_CLOCK is not an ISO instant: ${pinned}`);
  const RealDate = Date;
  const offset = start - RealDate.now();
  const shifted = () => RealDate.now() + offset;

  // A constructor function sharing Date's own prototype (not a subclass): libraries that copy or wrap
  // Date.prototype's methods (@date-fns/tz's TZDate) and subclasses of Date keep working unchanged.
  function PinnedDate(...args) {
    if (!new.target) return new RealDate(shifted()).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [shifted()] : args, new.target);
  }
  PinnedDate.prototype = RealDate.prototype;
  Object.setPrototypeOf(PinnedDate, RealDate);
  PinnedDate.now = shifted;
  globalThis.Date = PinnedDate;
}
