// The server could not be reached when the desk started: say so, try again with growing waits (5 s, 10 s, 30 s),
// or at once on request, or change the server.
import { element, setupApi } from './setup-api';

const api = setupApi();
const WAITS_S = [5, 10, 30];
let attempt = 0;
let remaining = WAITS_S[0]!;

void api.state().then((state) => {
  element('problem').textContent = state.problem ?? 'The server did not answer.';
});

const retry = () => void api.retry();
element('retry').addEventListener('click', retry);
element('change').addEventListener('click', () => {
  window.location.href = 'setup.html';
});

setInterval(() => {
  remaining -= 1;
  if (remaining <= 0) {
    attempt += 1;
    remaining = WAITS_S[Math.min(attempt, WAITS_S.length - 1)]!;
    retry();
  }
  element('countdown').textContent = `Trying again in ${remaining} s.`;
}, 1_000);
