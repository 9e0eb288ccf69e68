/*
 * The scam guard: phrasing that asks for money, or for the conversation, to leave the platform.
 * Renters are asked for money under the table mostly after the talk has moved elsewhere, so the
 * guard speaks before anything is paid: the tenant sees a warning beside such a message and the
 * company's owner sees it flagged. Pure rules, Danish and English; the tests list the false
 * positives it must keep quiet about (an ordinary phone number, a deposit paid through Hjemly).
 */

export const scamSignals = ['mobilePay', 'bankAccount', 'depositBeforeViewing', 'moneyTransfer', 'crypto', 'offPlatformContact'] as const;
export type ScamSignal = (typeof scamSignals)[number];

// Eight digits as Danes write a phone (MobilePay) number: 12345678, 12 34 56 78, +45 1234 5678.
const PHONE = String.raw`(?:\+45[\s.-]?)?\d{2}[\s.-]?\d{2}[\s.-]?\d{2}[\s.-]?\d{2}`;
const PAY_VERB = String.raw`(?:send|sende|overf[øo]r|betal|indbetal|pay|transfer|wire|mobilepay\s+(?:mig|me))`;

const rules: Record<ScamSignal, RegExp[]> = {
  mobilePay: [
    new RegExp(String.raw`mobile\s?pay\b[^.\n]{0,40}?(?:${PHONE}|box\s*\d{3,6})`, 'i'),
    new RegExp(String.raw`(?:${PHONE})[^.\n]{0,30}?mobile\s?pay\b`, 'i'),
    new RegExp(String.raw`\b${PAY_VERB}\w*\b[^.\n]{0,40}?mobile\s?pay\b`, 'i'),
    /\bmobile\s?pay\s+(?:mig|me)\b/i,
  ],
  bankAccount: [
    /\breg(?:istrerings)?\.?\s*(?:nr|nummer)?\.?\s*:?\s*\d{4}\b/i,
    /\b(?:konto|account)\s*(?:nr|nummer|number|no)\.?\s*:?\s*\d{6,10}\b/i,
    /\b\d{4}[\s-]\d{6,10}\b/,
    /\bDK\d{2}\s?(?:\d{4}\s?){3}\d{2}\b/i,
    /\b(?:iban|swift|bic)\b/i,
  ],
  depositBeforeViewing: [
    /\b(?:depositum|deposit|indskud|forudbetal\w*|husleje|rent|betal\w*|pay\w*|overf[øo]r\w*|transfer\w*)\b[^.\n]{0,60}?\b(?:før|inden|before|prior to|ahead of)\b[^.\n]{0,40}?\b(?:fremvisning\w*|visning\w*|viewing\w*|se (?:boligen|lejligheden|huset)|see (?:the )?(?:flat|apartment|home|house|place)|nøgle\w*|keys?)\b/i,
    /\b(?:fremvisning\w*|viewing\w*)\b[^.\n]{0,40}?\b(?:kræver|requires?|mod|against)\b[^.\n]{0,30}?\b(?:depositum|deposit|betaling|payment|forudbetaling)\b/i,
  ],
  moneyTransfer: [/\bwestern\s?union\b/i, /\bmoney\s?gram\b/i, /\bria money\b/i, /\bgavekort\w*\b|\bgift\s?cards?\b/i],
  crypto: [/\b(?:bitcoin|btc|ethereum|usdt|tether|crypto(?:currency|currencies)?|krypto(?:valuta)?)\b/i],
  offPlatformContact: [
    /\b(?:whats\s?app|telegram|viber|wechat|snapchat)\b/i,
    /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/,
    /\b(?:skriv|send|kontakt)\w*\b[^.\n]{0,30}?\b(?:min|mig på)\b[^.\n]{0,20}?\b(?:private?|egen|personlige?)\b[^.\n]{0,10}?\b(?:e-?mail|mail|telefon|nummer|sms)\b/i,
    /\b(?:write|text|message|contact|email|e-mail|reach)\b[^.\n]{0,15}?\bme\b[^.\n]{0,20}?\b(?:privately|directly|outside|off)\b/i,
    /\b(?:uden om|udenom|uden for|outside (?:of )?)\s*(?:hjemly|platformen|the platform|this site)\b/i,
  ],
};

/** What in `text` looks like a request to pay or talk outside the platform; empty for an ordinary message. */
export function scanForScam(text: string): ScamSignal[] {
  return scamSignals.filter((signal) => rules[signal].some((rule) => rule.test(text)));
}
