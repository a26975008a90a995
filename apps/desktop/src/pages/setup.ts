// First run (and "Change server"): the person types the facility server's address; the main process checks it
// (https, or http on this computer only; the server answers its health check) and opens the desk there.
import { element, setupApi } from './setup-api';

const api = setupApi();
const form = element<HTMLFormElement>('setup');
const input = element<HTMLInputElement>('server');
const error = element<HTMLParagraphElement>('server-error');
const submit = element<HTMLButtonElement>('submit');

void api.state().then((state) => {
  if (state.current) input.value = state.current;
  if (state.problem) error.textContent = state.problem;
  element('version').textContent = `Front desk ${state.version}`;
  input.focus();
});

form.addEventListener('submit', (event) => {
  event.preventDefault();
  error.textContent = '';
  submit.disabled = true;
  submit.textContent = 'Connecting…';
  void api
    .submit(input.value)
    .then((result) => {
      if (!result.ok) {
        error.textContent = result.message;
        input.setAttribute('aria-invalid', 'true');
        input.focus();
      }
    })
    .finally(() => {
      submit.disabled = false;
      submit.textContent = 'Connect';
    });
});
