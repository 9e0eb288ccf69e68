import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { REFRESH_INTERVAL_SECONDS } from '@/lib/flags/client-config';
import { appEnvironment, flagsAdapter, isFlagsPageEnabled, isSwitchableEnvironment, knownEnvironments } from '@/lib/flags/config';
import { FLAG_NAMES, type FlagName } from '@/lib/flags/names';
import type { FeatureFlag } from '@/lib/flags/schema';
import { isServerFlagOn, serverFlagsHealth } from '@/lib/flags/server-client';
import { listTeamFlags } from '@/lib/flags/service';
import { DANISH_TIME_ZONE } from '@/lib/time/copenhagen';
import { switchFlagAction } from './actions';

// The environment decides at request time whether the page exists; never prerender it.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Feature flags' };

const time = new Intl.DateTimeFormat('da-DK', { dateStyle: 'short', timeStyle: 'medium', timeZone: DANISH_TIME_ZONE });
const cell = { padding: '8px 12px', borderTop: '1px solid #e4e7eb', textAlign: 'left', verticalAlign: 'middle' } as const;

type RowProps = { name: FlagName; environment: string; flag: FeatureFlag | undefined; current: boolean };

function FlagRow({ name, environment, flag, current }: RowProps) {
  const enabled = flag?.enabled ?? false;
  return (
    <tr>
      <th scope="row" style={cell}>
        <code>{name}</code>
        {flag?.description ? <div style={{ fontWeight: 400, color: '#52606d' }}>{flag.description}</div> : null}
      </th>
      <td style={{ ...cell, color: enabled ? '#0b5d57' : '#52606d', fontWeight: 600 }}>{enabled ? 'on' : 'off'}</td>
      <td style={cell}>{current ? (isServerFlagOn(name) ? 'on' : 'off') : 'another deployment'}</td>
      <td style={cell}>{flag ? <time dateTime={flag.updatedAt.toISOString()}>{time.format(flag.updatedAt)}</time> : 'never set'}</td>
      <td style={cell}>
        {isSwitchableEnvironment(environment) ? (
          <form action={switchFlagAction}>
            <input type="hidden" name="name" value={name} />
            <input type="hidden" name="environment" value={environment} />
            <input type="hidden" name="enabled" value={String(!enabled)} />
            <button
              type="submit"
              aria-label={`${enabled ? 'Turn off' : 'Turn on'} ${name} (${environment})`}
              style={{ padding: '4px 12px' }}
            >
              {enabled ? 'Turn off' : 'Turn on'}
            </button>
          </form>
        ) : (
          'read-only'
        )}
      </td>
    </tr>
  );
}

/** Team tool: switch the built-in flags of every environment that shares this database. Absent in production. */
export default async function FlagsPage() {
  if (!isFlagsPageEnabled()) notFound();
  const flags = await listTeamFlags();
  const current = appEnvironment();
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 24 }}>
      <h1 style={{ marginTop: 0 }}>Feature flags</h1>
      <p>
        This deployment runs as <strong>{current}</strong>. Open pages pick a change up within {REFRESH_INTERVAL_SECONDS} seconds.
        {flagsAdapter() === 'unleash' ? ' UNLEASH_URL is set, so this server and browsers ask that Unleash instead of these flags.' : ''}
      </p>
      <p>
        “Served” is what this node renders its pages with and gives the browsers to start from ({serverFlagsHealth() ?? 'no flag client'}).
      </p>
      {knownEnvironments().map((environment) => (
        <table key={environment} style={{ width: '100%', borderCollapse: 'collapse', margin: '24px 0' }}>
          <caption style={{ textAlign: 'left', fontSize: '1.25rem', fontWeight: 700, marginBottom: 8 }}>
            {environment}
            {environment === current ? ' (this deployment)' : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col" style={cell}>
                Flag
              </th>
              <th scope="col" style={cell}>
                State
              </th>
              <th scope="col" style={cell}>
                Changed
              </th>
              <th scope="col" style={cell}>
                Served
              </th>
              <th scope="col" style={cell}>
                <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {FLAG_NAMES.map((name) => (
              <FlagRow
                key={name}
                name={name}
                environment={environment}
                current={environment === current}
                flag={flags.find((f) => f.environment === environment && f.name === name)}
              />
            ))}
          </tbody>
        </table>
      ))}
    </main>
  );
}
