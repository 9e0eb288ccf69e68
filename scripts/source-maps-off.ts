/*
 * Imported first by the production server. tsx, which compiles the server's TypeScript at start,
 * turns on Node's source maps for the whole process; Node then reads and keeps the source map of
 * every chunk of Next.js's build as it loads, mappings and original sources included: about 100 MB
 * of the heap after ten minutes of traffic (`npm run soak`). Off, a stack trace from the build
 * names lines of its chunks rather than of our sources; error reports (Sentry) map them apart.
 */
process.setSourceMapsEnabled(false);
