import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { users } from '@/lib/db/schema/accounts';
import { mitidFlows, mitidIdentities } from '@/lib/db/schema/mitid';
import type { Db } from '@/lib/db/types';
import type { MitidProof } from '@/lib/mitid/claims';
import { insertFlow, takeFlow } from '@/lib/mitid/repository';
import { cprKeyRingProblem, rotateCprKey } from '@/lib/waiting-lists/cpr-rotation-service';
import { currentCprKeyPrefix } from '@/lib/cpr/cpr-crypto';
import { accountOfIdentity, endJourney, identityOf, recordProof, unlinkIdentity, verifiedCprOf } from '@/lib/mitid/service';
import { describeEachEngine } from './support/databases';

// What MitID proved, as stored: the CPR only encrypted, shown masked, readable for a sign-up; one
// account per identity; a journey used once. Every call passes its own `now`.
const NOW = new Date('2031-03-02T10:00:00Z');
const ISSUER = 'https://broker.example';
const ANNA: MitidProof = {
  subject: 'anna-sub',
  name: 'Anna Møller Jensen',
  birthDate: '1990-02-14',
  assurance: 'substantial',
  cpr: '1402901234',
};
const BO: MitidProof = { subject: 'bo-sub', name: 'Bo Nielsen', birthDate: '1985-07-01', assurance: 'high', cpr: null };
const MITID = { MITID_ISSUER_URL: ISSUER, MITID_CLIENT_ID: 'hjemly', MITID_CLIENT_SECRET: 'secret' };

beforeAll(() => vi.stubEnv('CPR_KEY', 'd'.repeat(64)));
afterAll(() => vi.unstubAllEnvs());

describeEachEngine('MitID identities', (ctx) => {
  const db = () => ctx.handle.db as Db;

  async function person() {
    const id = randomUUID();
    await db()
      .insert(users)
      .values({ id, name: 'Someone', email: `mitid-${id}@example.dk` });
    return id;
  }

  it('stores the proof with the CPR encrypted, shows it masked and gives the digits back for a sign-up', async () => {
    const userId = await person();
    expect(await recordProof(db(), userId, ISSUER, ANNA, NOW)).toBe(true);
    const [row] = await db().select().from(mitidIdentities).where(eq(mitidIdentities.userId, userId));
    expect(row.cprEncrypted).not.toContain('1402901234');
    expect(row.cprHmac).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('1402901234');
    expect(await identityOf(db(), userId)).toEqual({
      name: 'Anna Møller Jensen',
      birthDate: '1990-02-14',
      assurance: 'substantial',
      verifiedAt: NOW.toISOString(),
      cprMasked: '140290-XXXX',
    });
    expect(await verifiedCprOf(db(), userId)).toBe('1402901234');
    expect(await accountOfIdentity(db(), ISSUER, 'anna-sub')).toBe(userId);
  });

  it('without a CPR match keeps the name and birth date and no CPR', async () => {
    const userId = await person();
    await recordProof(db(), userId, ISSUER, BO, NOW);
    expect(await identityOf(db(), userId)).toMatchObject({ name: 'Bo Nielsen', birthDate: '1985-07-01', cprMasked: null });
    expect(await verifiedCprOf(db(), userId)).toBeNull();
  });

  it('a later sign-in renews the proof; another account cannot take the identity, nor link a second one', async () => {
    const owner = await person();
    const other = await person();
    const proof = { ...BO, subject: `bo-${randomUUID()}` };
    await recordProof(db(), owner, ISSUER, proof, NOW);
    const later = new Date(NOW.getTime() + 60_000);
    expect(await recordProof(db(), owner, ISSUER, { ...proof, assurance: 'substantial' }, later)).toBe(true);
    expect(await identityOf(db(), owner)).toMatchObject({ assurance: 'substantial', verifiedAt: later.toISOString() });
    expect(await recordProof(db(), other, ISSUER, proof, later)).toBe(false);
    expect(await identityOf(db(), other)).toBeNull();
    // The owner's identity stays until it is unlinked: a second MitID does not replace it.
    expect(await recordProof(db(), owner, ISSUER, { ...ANNA, subject: `anna-${randomUUID()}` }, later)).toBe(false);
    expect(await accountOfIdentity(db(), ISSUER, proof.subject)).toBe(owner);
    expect(await unlinkIdentity(db(), owner)).toBe(true);
    expect(await unlinkIdentity(db(), owner)).toBe(false);
    expect(await accountOfIdentity(db(), ISSUER, proof.subject)).toBeNull();
    expect(await recordProof(db(), other, ISSUER, proof, later)).toBe(true);
  });

  it('a CPR key rotation rewrites the numbers MitID proved, and a node that cannot read them says so', async () => {
    const userId = await person();
    await recordProof(db(), userId, ISSUER, { ...ANNA, subject: `rotated-${userId}` }, NOW);
    vi.stubEnv('CPR_KEY', 'f'.repeat(64));
    expect(await cprKeyRingProblem(db())).toMatch(/cannot read \d+ stored CPR number/);
    vi.stubEnv('CPR_KEY_PREVIOUS', 'd'.repeat(64));
    expect(await cprKeyRingProblem(db())).toBeNull();
    expect((await rotateCprKey(db())).rewritten).toBeGreaterThanOrEqual(1);
    vi.stubEnv('CPR_KEY_PREVIOUS', '');
    const [row] = await db().select().from(mitidIdentities).where(eq(mitidIdentities.userId, userId));
    expect(row.cprEncrypted?.startsWith(currentCprKeyPrefix())).toBe(true);
    expect(await verifiedCprOf(db(), userId)).toBe('1402901234');
    vi.stubEnv('CPR_KEY', 'd'.repeat(64));
  });

  it('goes with the account when it is deleted', async () => {
    const userId = await person();
    await recordProof(db(), userId, ISSUER, { ...ANNA, subject: `gone-${userId}` }, NOW);
    await db().delete(users).where(eq(users.id, userId));
    expect(await db().select().from(mitidIdentities).where(eq(mitidIdentities.userId, userId))).toEqual([]);
  });

  it('a journey is taken once, not after it expired, and not with another browser’s state', async () => {
    vi.stubEnv('MITID_ISSUER_URL', MITID.MITID_ISSUER_URL);
    vi.stubEnv('MITID_CLIENT_ID', MITID.MITID_CLIENT_ID);
    vi.stubEnv('MITID_CLIENT_SECRET', MITID.MITID_CLIENT_SECRET);
    const flow = (state: string, expiresAt: Date) => ({
      state,
      intent: 'signIn' as const,
      userId: null,
      email: null,
      codeVerifier: 'v',
      nonce: 'n',
      returnTo: '/',
      locale: 'da-DK',
      expiresAt,
    });
    const soon = new Date(NOW.getTime() + 60_000);
    await insertFlow(db(), flow('s-1', soon), NOW);
    expect(await takeFlow(db(), 's-1', NOW)).toMatchObject({ state: 's-1' });
    expect(await takeFlow(db(), 's-1', NOW)).toBeNull();
    await insertFlow(db(), flow('s-2', soon), NOW);
    expect(await takeFlow(db(), 's-2', new Date(soon.getTime() + 1))).toBeNull();

    // A callback whose state is not this browser's cookie leaves that journey alone, and ends this browser's own.
    await insertFlow(db(), flow('s-3', soon), NOW);
    await insertFlow(db(), flow('mine', soon), NOW);
    const callback = new URL('http://localhost/api/auth/mitid/callback?code=c&state=s-3');
    expect(await endJourney(db(), callback, 'mine', 'http://localhost/api/auth/mitid/callback', NOW)).toMatchObject({
      proved: false,
      reason: 'stateMismatch',
      flow: { state: 'mine', returnTo: '/' },
    });
    expect(await endJourney(db(), callback, 'mine', 'http://localhost/api/auth/mitid/callback', NOW)).toEqual({
      proved: false,
      reason: 'stateMismatch',
      flow: null,
    });
    expect(await endJourney(db(), callback, null, 'http://localhost/api/auth/mitid/callback', NOW)).toMatchObject({
      reason: 'stateMismatch',
    });
    expect(await db().select().from(mitidFlows).where(eq(mitidFlows.state, 's-3'))).toHaveLength(1);
    // A new journey sweeps the expired ones away.
    await insertFlow(db(), flow('s-4', soon), new Date(soon.getTime() + 1));
    expect((await db().select({ state: mitidFlows.state }).from(mitidFlows)).map((row) => row.state)).toEqual(['s-4']);
  });
});
