// What the bench, profile and soak scripts do with a server of this machine, once: sign a person in
// through the real endpoint, wait until a server they started is live, read its CPU time.
import { readFileSync } from 'node:fs';

/** The session cookies of `email` on the server at `base`, signed in through better-auth's endpoint. */
export async function signIn(base, email, password) {
  const origin = new URL(base).origin;
  const response = await fetch(new URL('/api/auth/sign-in/email', base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ email, password }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (!response.ok || !cookies.length) throw new Error(`Signing in as ${email} failed: ${response.status}`);
  return cookies.join('; ');
}

/** Resolves once the server `child` started answers its liveness at `base`; throws if it exits first. */
export async function waitUntilLive(child, base, timeoutMs = 300_000) {
  for (let waited = 0; waited < timeoutMs; waited += 500) {
    if (child.exitCode !== null) throw new Error('the server exited before it was ready');
    if ((await fetch(new URL('/api/health/live', base)).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
}

/** The CPU time process `pid` has used, user and system, in seconds (Linux /proc; 100 ticks a second). */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(stat[11]) + Number(stat[12])) / 100;
}
