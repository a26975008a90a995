// Setup for the UI's component tests. CI has two cores shared by the whole suite, so a screen may take
// longer than testing-library's default second to appear: `findBy…`/`waitFor` wait up to 5 s (they return
// as soon as the element is there, so a passing test is no slower). Only files with a DOM load testing-library:
// the unit files without one (core's rules, the server's modules) skip its import.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

// jsdom has <dialog> but not its modal methods: open/close toggle the `open` attribute (what makes the content
// rendered and accessible there) and close fires `close`. Focus trapping and inertness are the browser's; the
// e2e specs check them in Chromium.
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    show(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
}

export {};
