// Setup for the UI's component tests. CI has two cores shared by the whole suite, so a screen may take
// longer than testing-library's default second to appear: `findBy…`/`waitFor` wait up to 5 s (they return
// as soon as the element is there, so a passing test is no slower).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
