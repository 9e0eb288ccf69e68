// `npm start`'s first step: refuse a broken configuration before migrating, seeding or building.
import { exitOnBrokenConfiguration } from '@/lib/config/requirements';
import { unleashStartProblem } from '@/lib/flags/start-check';

exitOnBrokenConfiguration();
// An external Unleash is asked once whether it takes the URL and key (the server asks again at its start).
const flagsProblem = await unleashStartProblem();
if (flagsProblem) {
  console.error(`Hjemly cannot start: ${flagsProblem}`);
  process.exit(1);
}
