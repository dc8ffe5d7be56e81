// Every `import … from 'zod'` in the browser build resolves here (vite.config.ts), so Zod is
// configured before any schema is built, wherever that happens, and a page that builds no schema
// loads no Zod at all.
import './zod-without-eval';

export * from 'zod/v4';
