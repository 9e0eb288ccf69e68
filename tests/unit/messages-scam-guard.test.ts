import { describe, expect, it } from 'vitest';
import { scanForScam, type ScamSignal } from '@/lib/messages/scam-guard';

// What a message asking to pay or talk outside the platform looks like, in Danish and English.
const flagged: [string, ScamSignal[]][] = [
  ['Du kan betale depositum på MobilePay 22 33 44 55', ['mobilePay']],
  ['MobilePay mig 500 kr., så holder jeg den til dig', ['mobilePay']],
  ['Send it by MobilePay to +45 2233 4455 please', ['mobilePay']],
  ['Overfør til reg.nr. 1234 kontonr. 0012345678', ['bankAccount']],
  ['Beløbet går til 5470 0001234567', ['bankAccount']],
  ['IBAN: DK50 0040 0440 1162 43', ['bankAccount']],
  ['Depositum skal betales før fremvisningen', ['depositBeforeViewing']],
  ['Please transfer the deposit before the viewing', ['depositBeforeViewing']],
  ['You must pay the first month of rent before you get the keys', ['depositBeforeViewing']],
  ['Fremvisning kræver depositum på forhånd', ['depositBeforeViewing']],
  ['Send the money with Western Union', ['moneyTransfer']],
  ['Vi tager imod MoneyGram', ['moneyTransfer']],
  ['We accept payment in Bitcoin or USDT', ['crypto']],
  ['Betal gerne med kryptovaluta', ['crypto']],
  ['Skriv til mig på WhatsApp, så er det nemmere', ['offPlatformContact']],
  ['Write to me at landlord.private@gmail.com', ['offPlatformContact']],
  ['Kontakt mig på min private mail i stedet', ['offPlatformContact']],
  ['Lad os snakke uden om Hjemly', ['offPlatformContact']],
  ['Email me privately and we will sort it out', ['offPlatformContact']],
  ['Betal depositum før fremvisning på MobilePay 12345678', ['mobilePay', 'depositBeforeViewing']],
];

// Ordinary messages the guard must stay quiet about: its false positives, kept in view.
const ordinary = [
  'Fremvisningen er torsdag kl. 17 i opgang 12.',
  'Ring gerne på 22 33 44 55, hvis du bliver forsinket.',
  'Depositum på tre måneders husleje betales ved indflytning via Hjemly.',
  'Husk at tage pas eller kørekort med til fremvisningen.',
  'Kontrakten er sendt til din e-mail, og du kan skrive under på Hjemly.',
  'The viewing is on Saturday at 11; the rent is 8,500 kr. a month.',
  'We use encryption (kryptering) for your documents.',
  'Vi har modtaget din ansøgning nr. 2026 og vender tilbage.',
  'Lejen opkræves via Betalingsservice fra første måned.',
  'Se mere på https://hjemly.dk/bolig/vestergade-2',
  "What's up? Let me know if Saturday suits you.",
  'Lejligheden ligger på 3. sal, dør 12, postnummer 8000.',
];

describe('scam guard', () => {
  it.each(flagged)('flags %j', (text, signals) => {
    expect(scanForScam(text)).toEqual(signals);
  });

  it.each(ordinary)('stays quiet about %j', (text) => {
    expect(scanForScam(text)).toEqual([]);
  });
});
