import { config } from 'zod/v4/core';

/**
 * zod compiles a fast parser for each object schema with `new Function` when the page allows
 * eval, and finds out by trying one as the first object schema is built. Our CSP forbids eval,
 * so in the browser that try only fails and is reported as a policy violation on every page
 * (Lighthouse counts it against best practices). jitless skips the try; the parsers are the
 * same ones the failed try would have fallen back to.
 */
config({ jitless: true });
