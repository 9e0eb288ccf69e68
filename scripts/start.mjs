// `npm start`: check the configuration, migrate, seed on first run, build when needed, then serve
// http://localhost:3000.
import { checkConfiguration, ensureBuild, prepareDatabase, serve } from './server-steps.mjs';

checkConfiguration();
prepareDatabase();
ensureBuild();
serve();
