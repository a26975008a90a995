import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingApp } from '@longwood/ui/landing';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
const root = createRoot(container);

let fullAppRequested = false;
function renderFullApp() {
  if (fullAppRequested) return;
  fullAppRequested = true;
  void import('@longwood/ui').then(({ App }) =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

// Visitors on '/' get the light landing page (no router or query code); every other path, and anyone signed
// in, gets the full app (docs/decisions/035-landing-bundle-budget.md).
if (window.location.pathname === '/') {
  root.render(
    <StrictMode>
      <LandingApp onSignedIn={renderFullApp} />
    </StrictMode>,
  );
} else {
  renderFullApp();
}
