// Loaded into the PGlite leg's test processes and every program they start (vitest.config.ts puts it in
// NODE_OPTIONS): WebAssembly, which is how PGlite runs PostgreSQL, is compiled by V8's baseline compiler only.
// These processes live for seconds, and optimising their hot WebAssembly functions in the background cost more
// CPU than the faster code gave back: opening a migrated PGlite database and running 500 queries took 2.65 s of
// CPU with it and 1.55 s without, the queries 420 ms against 150. Production keeps V8's defaults.
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--liftoff-only');
