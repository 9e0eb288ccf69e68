import { describe, expect, it } from 'vitest';
import { proofOfClaims } from '@/lib/mitid/claims';
import { mitidSettings, mitidSettingsProblem } from '@/lib/mitid/settings';

describe('what an ID token from a MitID broker proves', () => {
  it("reads Criipto/Idura's claims: name, birth date, level and the CPR match", () => {
    expect(
      proofOfClaims({
        sub: '{c4b2…}',
        name: 'Anna Møller Jensen',
        birthdate: '1990-02-14',
        loa: 'substantial',
        cprNumberIdentifier: '1402901234',
      }),
    ).toEqual({ subject: '{c4b2…}', name: 'Anna Møller Jensen', birthDate: '1990-02-14', assurance: 'substantial', cpr: '1402901234' });
  });

  it("reads NemLog-in's attribute names and Signicat's nin, and takes the name from its parts", () => {
    expect(
      proofOfClaims({
        sub: 'nl-1',
        given_name: 'Bo',
        family_name: 'Nielsen',
        'dk:gov:saml:attribute:CprNumberIdentifier': '010785-4321',
        'dk:gov:saml:attribute:AssuranceLevel': 'High',
      }),
    ).toEqual({ subject: 'nl-1', name: 'Bo Nielsen', birthDate: '1985-07-01', assurance: 'High', cpr: '0107854321' });
    expect(proofOfClaims({ sub: 's-1', name: 'Ida', nin: '2207904321', acr: 'urn:signicat:mitid:substantial' })).toMatchObject({
      cpr: '2207904321',
      assurance: 'urn:signicat:mitid:substantial',
      birthDate: '1990-07-22',
    });
  });

  it('without a CPR match there is no CPR, and the stated birth date stays', () => {
    expect(proofOfClaims({ sub: 'b', name: 'Bo Nielsen', birthdate: '1985-07-01' })).toEqual({
      subject: 'b',
      name: 'Bo Nielsen',
      birthDate: '1985-07-01',
      assurance: null,
      cpr: null,
    });
  });

  it('a value that is not a real CPR number is not kept as one', () => {
    expect(proofOfClaims({ sub: 'x', name: 'X', cprNumberIdentifier: '3102901234' })?.cpr).toBeNull();
    expect(proofOfClaims({ sub: 'x', name: 'X', cprNumberIdentifier: 1402901234 })?.cpr).toBeNull();
  });

  it('a token without a subject or a name proves nobody', () => {
    expect(proofOfClaims({ name: 'Anna' })).toBeNull();
    expect(proofOfClaims({ sub: 'a', name: '  ' })).toBeNull();
  });
});

describe('the MitID settings', () => {
  const whole = { MITID_ISSUER_URL: 'https://hjemly.criipto.id', MITID_CLIENT_ID: 'urn:hjemly', MITID_CLIENT_SECRET: 's3cret' };

  it('are off by default, and on with the issuer, the client id and its secret', () => {
    expect(mitidSettings({})).toBeNull();
    expect(mitidSettingsProblem({}, true)).toBeNull();
    expect(mitidSettings(whole)).toMatchObject({ clientId: 'urn:hjemly', scopes: ['openid'] });
    expect(mitidSettings({ ...whole, MITID_SCOPES: 'openid ssn' })?.scopes).toEqual(['openid', 'ssn']);
  });

  it('half set is a problem naming what is missing', () => {
    const problem = mitidSettingsProblem({ MITID_ISSUER_URL: whole.MITID_ISSUER_URL }, false);
    expect(problem?.variable).toBe('MITID_CLIENT_ID');
    expect(problem?.message).toMatch(/MITID_CLIENT_ID, MITID_CLIENT_SECRET missing/);
    expect(mitidSettings({ MITID_ISSUER_URL: whole.MITID_ISSUER_URL })).toBeNull();
  });

  it('take plain http only for a broker on loopback, and never on the real site', () => {
    expect(mitidSettingsProblem({ ...whole, MITID_ISSUER_URL: 'http://broker.example' }, false)?.variable).toBe('MITID_ISSUER_URL');
    expect(mitidSettingsProblem({ ...whole, MITID_ISSUER_URL: 'http://127.0.0.1:4000' }, false)).toBeNull();
    expect(mitidSettingsProblem({ ...whole, MITID_ISSUER_URL: 'http://127.0.0.1:4000' }, true)?.variable).toBe('MITID_ISSUER_URL');
    expect(mitidSettingsProblem({ ...whole, MITID_ISSUER_URL: 'not a url' }, false)?.variable).toBe('MITID_ISSUER_URL');
  });

  it('must ask for openid', () => {
    expect(mitidSettingsProblem({ ...whole, MITID_SCOPES: 'profile' }, false)?.variable).toBe('MITID_SCOPES');
  });
});
