// `npm start`: migrate, seed on first run, build when needed, then serve http://localhost:3000.
import { ensureBuild, prepareDatabase, serve } from './server-steps.mjs';

prepareDatabase();
ensureBuild();
serve();
