// `npm start`'s first step: refuse a broken configuration before migrating, seeding or building.
import { exitOnBrokenConfiguration } from '@/lib/config/requirements';

exitOnBrokenConfiguration();
