import { config } from 'zod/v4/core';

// Zod compiles fast parsers with `new Function` and probes for it when a schema is built. The
// Content-Security-Policy forbids eval, so the probe shows up as a policy violation in every
// browser console. Imported by `zod.ts`, the module every import of Zod resolves to, before Zod
// itself.
config({ jitless: true });
