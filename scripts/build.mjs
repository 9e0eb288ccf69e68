// `npm run build`, and `npm start` / the e2e run when the build is stale (scripts/server-steps.mjs):
// every step of a production build, in order.
import { build } from './server-steps.mjs';

build();
