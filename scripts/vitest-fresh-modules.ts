// Files share their worker's process (isolate: false, docs/decisions/231-the-test-suite-in-lanes.md), not their
// modules: before each file the module registry is emptied, so the project's own modules (a store, a cache, a setting
// another file changed) are evaluated afresh, as with one process per file. Packages loaded by Node itself (jsdom,
// React, testing-library, the database drivers) stay loaded: loading those was the cost. Vitest 4 already starts each
// file with an empty registry (probed on 2026-11-27): this stays as a guard, should a version share it again.
import { vi } from 'vitest';

vi.resetModules();
