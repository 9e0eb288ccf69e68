import type { Random } from '@/lib/random/seeded';

const companyStems = ['bolig', 'ejendomme', 'boligselskab', 'udlejning', 'bo', 'hjem', 'byg', 'administration'];
const companyWords = [
  'Nord',
  'Havne',
  'Fjord',
  'Skov',
  'Bøge',
  'Lyng',
  'Strand',
  'Kilde',
  'Sol',
  'Eng',
  'Å',
  'Vest',
  'Øst',
  'Krone',
  'Lærke',
  'Mølle',
  'Bakke',
  'Vig',
  'Hede',
  'Kyst',
];
const streetWords = [
  'Birke',
  'Elme',
  'Hassel',
  'Kastanje',
  'Rose',
  'Syrén',
  'Tjørne',
  'Pile',
  'Ege',
  'Lind',
  'Valmue',
  'Kløver',
  'Agern',
  'Humle',
  'Havre',
  'Rug',
  'Hvede',
  'Ahorn',
  'Bøge',
  'Fyrre',
];
const streetKinds = ['vej', 'gade', 'allé', 'parken', 'haven', 'stien', 'bakken', 'toften', 'vænget', 'engen'];
const groupKinds = ['Gården', 'Husene', 'Boligerne', 'Parken', 'Haven', 'Kvarteret', 'Byhusene', 'Terrasserne', 'Karréen', 'Tårnet'];

export function companyName(random: Random, index: number): string {
  const suffix = index < 26 ? ` ${String.fromCharCode(65 + index)}` : ` ${index + 1}`;
  return `${random.pick(companyWords)}${random.pick(companyStems)}${suffix}`;
}

export function streetName(random: Random): string {
  return `${random.pick(streetWords)}${random.pick(streetKinds)}`;
}

export function groupName(random: Random, street: string): string {
  return `${random.pick(groupKinds)} ved ${street}`;
}

const openings = [
  'Lys og velindrettet bolig',
  'Charmerende lejlighed',
  'Rummelig familiebolig',
  'Nyistandsat bolig',
  'Moderne bolig med god planløsning',
  'Hyggelig bolig i roligt kvarter',
];
const qualities = [
  'store vinduer, der giver masser af dagslys',
  'nyt køkken med gode skabspladser',
  'badeværelse med gulvvarme',
  'trægulve i alle rum',
  'god opbevaring i kælderrum',
  'udsigt over grønne fællesarealer',
  'kort afstand til indkøb og offentlig transport',
  'cykelkælder og fælles vaskeri',
];

export function descriptionHeadline(random: Random, rooms: number, city: string): string {
  return `${random.pick(openings)} med ${rooms} ${rooms === 1 ? 'værelse' : 'værelser'} i ${city}`;
}

export function description(random: Random, sizeM2: number): string {
  const picked = new Set<string>();
  while (picked.size < 3) picked.add(random.pick(qualities));
  const [a, b, c] = [...picked];
  return `Boligen er på ${sizeM2} m² og byder på ${a}. Derudover er der ${b}, og ejendommen har ${c}. Henvendelser besvares i den rækkefølge, de modtages.`;
}

export function groupDescription(random: Random, name: string, city: string): string {
  return `${name} er en velholdt ejendom i ${city} med ${random.pick(qualities)}. Udlejer lægger vægt på et godt naboskab og hurtig hjælp, når noget skal ordnes.`;
}
