import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { comboboxKeyAction } from '@/components/addresses/combobox-keys';
import { kommuner, postnumre } from '@/lib/addresses/bundled-data';
import { normalizeQuery } from '@/lib/addresses/hooks';
import { locationFromParam, locationParamSchema } from '@/lib/addresses/location-param';
import { locationToParam } from '@/lib/addresses/location-value';
import {
  kommuneSchema,
  locationValueSchema,
  postnummerSchema,
  postnumreAutocompleteQuerySchema,
  postnumreByKommuneQuerySchema,
  type LocationValue,
} from '@/lib/addresses/schema';
import { bundledSource } from '@/lib/addresses/source';
import { buildLocationSuggestions, matchTowns, SUGGESTIONS_PER_GROUP } from '@/lib/addresses/suggestions';
import { listTowns } from '@/lib/addresses/towns';

async function postcodes(q: string, perSide = 500): Promise<string[]> {
  return (await bundledSource.postnumreAutocomplete(q, perSide)).map((s) => s.tekst);
}

async function municipalities(q: string): Promise<string[]> {
  return (await bundledSource.kommunerAutocomplete(q)).map((s) => s.tekst);
}

describe('bundled DAWA data', () => {
  it('fits the shapes we serve', () => {
    expect(z.array(postnummerSchema).parse(postnumre)).toHaveLength(1089);
    expect(z.array(kommuneSchema).parse(kommuner)).toHaveLength(99);
  });
});

describe('postcode autocomplete on the bundled data', () => {
  it('matches Danish letters case-insensitively', async () => {
    const results = await postcodes('kø');
    expect(results[0]).toBe('1050 København K');
    expect(results).toContain('4600 Køge');
    expect(results.every((tekst) => /\bk(ø|oe)/i.test(tekst))).toBe(true);
    expect(await postcodes('KØBENHAVN')).toEqual(await postcodes('københavn'));
  });

  it('understands the ASCII spellings people type for æ, ø and å', async () => {
    expect((await postcodes('koebenhavn'))[0]).toBe('1050 København K');
    expect((await postcodes('kobenhavn'))[0]).toBe('1050 København K');
    expect(await postcodes('koge')).toEqual(['4600 Køge']);
    expect((await postcodes('århus'))[0]).toBe('8000 Aarhus C');
  });

  it('puts the town’s central postcode first for a town name', async () => {
    expect((await postcodes('aarhus')).slice(0, 3)).toEqual(['8000 Aarhus C', '8200 Aarhus N', '8210 Aarhus V']);
    expect(await postcodes('aar')).toContain('8000 Aarhus C');
  });

  it('offers each district of a name before repeating one', async () => {
    const first = (await postcodes('københavn')).slice(0, 7);
    expect(first.map((tekst) => tekst.slice(5))).toEqual([
      'København K',
      'København V',
      'København Ø',
      'København N',
      'København S',
      'København NV',
      'København SV',
    ]);
  });

  it('ranks exact matches, then prefixes, then word prefixes', async () => {
    expect((await postcodes('frederiksberg')).slice(0, 2)).toEqual(['2000 Frederiksberg', '1800 Frederiksberg C']);
    expect(await postcodes('balle')).toEqual(['8444 Balle', '2750 Ballerup']);
    expect((await postcodes('ry'))[0]).toBe('8680 Ry');
    const stenderup = await postcodes('stenderup');
    expect(stenderup.map((tekst) => tekst.slice(5))).toEqual(['Stenderup', 'Sønder Stenderup']);
    const strand = (await postcodes('strand')).map((tekst) => tekst.slice(5));
    expect(strand[0]).toBe('Strandby');
    expect(strand.slice(1).sort()).toEqual(['Brøndby Strand', 'Solrød Strand', 'Vallensbæk Strand', 'Vejers Strand']);
    expect(await postcodes('8000 aarhus c')).toEqual(['8000 Aarhus C']);
  });

  it('matches numeric queries against the postcode prefix', async () => {
    const eighty = await postcodes('80');
    expect(eighty.length).toBeGreaterThan(0);
    expect(eighty.every((tekst) => tekst.startsWith('80'))).toBe(true);
    expect((await postcodes('8000'))[0]).toBe('8000 Aarhus C');
    expect(await postcodes('0000')).toEqual([]);
  });

  it('serves at most per_side items', async () => {
    expect(await postcodes('', 500)).toHaveLength(500);
    expect(await postcodes('k', 3)).toHaveLength(3);
  });
});

describe('municipality autocomplete on the bundled data', () => {
  it('finds a municipality by the start of its name, alphabetically among equals', async () => {
    expect(await municipalities('aar')).toEqual(['Aarhus']);
    expect(await municipalities('kø')).toEqual(['København', 'Køge']);
    expect(await municipalities('frederiks')).toEqual(['Frederiksberg', 'Frederikshavn', 'Frederikssund']);
  });

  it('answers in DAWA’s shape', async () => {
    const [aarhus] = await bundledSource.kommunerAutocomplete('aarhus');
    expect(aarhus).toEqual({ tekst: 'Aarhus', kommune: expect.objectContaining({ kode: '0751', navn: 'Aarhus', regionskode: '1082' }) });
  });
});

describe('postcodes of a municipality', () => {
  it('lists the postcodes with an address in the municipality, by number', async () => {
    const aarhus = (await bundledSource.postnumreByKommune('0751', 500)).map((p) => p.nr);
    expect(aarhus.slice(0, 3)).toEqual(['8000', '8200', '8210']);
    expect(aarhus).not.toContain('5000');
    expect(await bundledSource.postnumreByKommune('0751', 2)).toHaveLength(2);
    expect(await bundledSource.postnumreByKommune('9999', 500)).toEqual([]);
  });
});

describe('query parameters', () => {
  it('defaults per_side to 500 and accepts 1…500', () => {
    expect(postnumreAutocompleteQuerySchema.parse({})).toEqual({ q: '', per_side: 500 });
    expect(postnumreAutocompleteQuerySchema.parse({ q: ' aar ', per_side: '1' })).toEqual({ q: 'aar', per_side: 1 });
    expect(postnumreAutocompleteQuerySchema.parse({ per_side: '500' }).per_side).toBe(500);
  });

  it.each(['0', '501', '-1', '2.5', 'abc', ''])('rejects per_side=%j', (perSide) => {
    expect(postnumreAutocompleteQuerySchema.safeParse({ per_side: perSide }).success).toBe(false);
  });

  it.each(['abc', '751', '07510', '', undefined])('rejects kommunekode=%j', (kommunekode) => {
    expect(postnumreByKommuneQuerySchema.safeParse({ kommunekode }).success).toBe(false);
  });
});

describe('town suggestions', () => {
  it('matches towns by name, larger towns first', () => {
    expect(matchTowns('kø').map((t) => t.name)).toEqual(['København', 'Køge']);
    expect(matchTowns('aar')[0]).toEqual({ kind: 'city', slug: 'aarhus', name: 'Aarhus' });
    expect(matchTowns('Nykøbing').map((t) => t.slug)).toEqual(['nykoebing-falster']);
  });

  it('suggests no town for a postcode or empty text', () => {
    expect(matchTowns('8000')).toEqual([]);
    expect(matchTowns('  ')).toEqual([]);
  });

  it('combines towns, postcodes and municipalities, a few of each', async () => {
    const postnumreAnswer = await bundledSource.postnumreAutocomplete('s', 500);
    const kommunerAnswer = await bundledSource.kommunerAutocomplete('s');
    const groups = buildLocationSuggestions('s', postnumreAnswer, kommunerAnswer);
    expect(postnumreAnswer.length).toBeGreaterThan(SUGGESTIONS_PER_GROUP);
    expect(groups.postcodes).toHaveLength(SUGGESTIONS_PER_GROUP);
    expect(groups.postcodes[0]).toEqual({
      kind: 'postcode',
      nr: postnumreAnswer[0].postnummer.nr,
      name: postnumreAnswer[0].postnummer.navn,
    });
    expect(groups.municipalities[0]).toEqual({
      kind: 'municipality',
      code: kommunerAnswer[0].kommune.kode,
      name: kommunerAnswer[0].kommune.navn,
    });
    expect(groups.cities.map((c) => c.name)).toEqual(['Silkeborg', 'Slagelse', 'Svendborg', 'Sønderborg', 'Skive', 'Stenløse']);
  });

  it('treats case and spacing alike in the request', () => {
    expect(normalizeQuery('  Aar   Hus ')).toBe('aar hus');
    expect(normalizeQuery('KØ')).toBe('kø');
  });
});

describe('location URL parameter', () => {
  const examples: LocationValue[] = [
    ...listTowns().map((town) => ({ kind: 'city' as const, slug: town.slug, name: town.name })),
    ...postnumre.map((p) => ({ kind: 'postcode' as const, nr: p.nr, name: p.navn })),
    ...kommuner.map((k) => ({ kind: 'municipality' as const, code: k.kode, name: k.navn })),
  ];

  it('round-trips every town, postcode and municipality', () => {
    for (const location of examples) {
      expect(locationValueSchema.parse(location)).toEqual(location);
      expect(locationFromParam(locationToParam(location))).toEqual(location);
    }
  });

  it('writes short, readable parameters', () => {
    expect(locationToParam({ kind: 'city', slug: 'aarhus', name: 'Aarhus' })).toBe('city:aarhus');
    expect(locationToParam({ kind: 'postcode', nr: '8000', name: 'Aarhus C' })).toBe('postcode:8000');
    expect(locationToParam({ kind: 'municipality', code: '0751', name: 'Aarhus' })).toBe('municipality:0751');
  });

  it('takes names from the bundled data, never from the URL', () => {
    expect(locationFromParam('postcode:8000')).toEqual({ kind: 'postcode', nr: '8000', name: 'Aarhus C' });
    expect(locationFromParam('municipality:0101')).toEqual({ kind: 'municipality', code: '0101', name: 'København' });
    expect(locationFromParam('city:koebenhavn')).toEqual({ kind: 'city', slug: 'koebenhavn', name: 'København' });
  });

  it.each([
    'city:atlantis',
    'city:Aarhus',
    'CITY:aarhus',
    'city:aarhus ',
    'city:aarhus<script>',
    'city:__proto__',
    'city:constructor',
    'postcode:0000',
    'postcode:800',
    'postcode:8000&x=1',
    'postcode:hasownproperty',
    'municipality:9999',
    'municipality:751',
    'region:1084',
    'aarhus',
    ':',
    '',
  ])('rejects the forged parameter %j', (param) => {
    expect(locationFromParam(param)).toBeNull();
    expect(locationParamSchema.safeParse(param).success).toBe(false);
  });

  it('rejects repeated and missing parameters', () => {
    expect(locationFromParam(['city:aarhus', 'city:odense'])).toBeNull();
    expect(locationFromParam(null)).toBeNull();
    expect(locationFromParam(undefined)).toBeNull();
  });

  it('parses a valid parameter in a route schema', () => {
    expect(locationParamSchema.parse('postcode:5000')).toEqual({ kind: 'postcode', nr: '5000', name: 'Odense C' });
  });
});

describe('combobox keys', () => {
  const open = { open: true, active: -1, count: 3 };

  it('opens with ArrowDown on the first and ArrowUp on the last suggestion', () => {
    expect(comboboxKeyAction('ArrowDown', { open: false, active: -1, count: 3 })).toEqual({ type: 'open', active: 0 });
    expect(comboboxKeyAction('ArrowUp', { open: false, active: -1, count: 3 })).toEqual({ type: 'open', active: 2 });
    expect(comboboxKeyAction('ArrowDown', { open: false, active: -1, count: 0 })).toEqual({ type: 'open', active: -1 });
  });

  it('moves through the suggestions and wraps around', () => {
    expect(comboboxKeyAction('ArrowDown', open)).toEqual({ type: 'move', active: 0 });
    expect(comboboxKeyAction('ArrowDown', { ...open, active: 2 })).toEqual({ type: 'move', active: 0 });
    expect(comboboxKeyAction('ArrowUp', { ...open, active: 0 })).toEqual({ type: 'move', active: 2 });
    expect(comboboxKeyAction('ArrowUp', open)).toEqual({ type: 'move', active: 2 });
    expect(comboboxKeyAction('ArrowDown', { ...open, count: 0 })).toBeNull();
  });

  it('jumps with Home and End only while a suggestion is highlighted', () => {
    expect(comboboxKeyAction('Home', { ...open, active: 1 })).toEqual({ type: 'move', active: 0 });
    expect(comboboxKeyAction('End', { ...open, active: 1 })).toEqual({ type: 'move', active: 2 });
    expect(comboboxKeyAction('Home', open)).toBeNull();
    expect(comboboxKeyAction('End', { ...open, open: false, active: 1 })).toBeNull();
  });

  it('picks with Enter, closes with Escape, and leaves other keys to the text field', () => {
    expect(comboboxKeyAction('Enter', { ...open, active: 1 })).toEqual({ type: 'select', index: 1 });
    expect(comboboxKeyAction('Enter', open)).toBeNull();
    expect(comboboxKeyAction('Escape', open)).toEqual({ type: 'close' });
    expect(comboboxKeyAction('Escape', { ...open, open: false })).toBeNull();
    expect(comboboxKeyAction('a', open)).toBeNull();
    expect(comboboxKeyAction('Tab', { ...open, active: 1 })).toBeNull();
  });
});
