import type { EmailTemplate, EmailTemplateData } from '@/lib/email/templates';

// User text that would run script, break out of an attribute or start a tag if it reached the HTML raw.
export const EVIL = `Ann <img src=x onerror="alert('x')"> & Co`;
export const EVIL_ESCAPED = 'Ann &lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; Co';
export const URL = 'https://hjemly.dk/konto/bekraeft?token=abc123&next=%2Fkonto';
export const URL_IN_HTML = 'https://hjemly.dk/konto/bekraeft?token=abc123&amp;next=%2Fkonto';

export type Fixture<T extends EmailTemplate> = {
  data: EmailTemplateData<T>;
  /** Values the reader must see, verbatim in the text and escaped in the HTML. */
  userText: string[];
  url?: string;
};

/** One filled-in mail per template; the template tests and the rendering snapshot share them. */
export const fixtures: { [T in EmailTemplate]: Fixture<T> } = {
  verifyEmail: { data: { name: EVIL, url: URL }, userText: [EVIL], url: URL },
  resetPassword: { data: { name: EVIL, url: URL }, userText: [EVIL], url: URL },
  changeEmail: { data: { name: EVIL, url: URL }, userText: [EVIL], url: URL },
  applicationReceipt: {
    data: { name: 'Ida', address: `Nørregade 7, 1165 København K ${EVIL}`, url: URL },
    userText: ['Ida', `Nørregade 7, 1165 København K ${EVIL}`],
    url: URL,
  },
  applicationUpdate: {
    data: { name: 'Ida', address: 'Vestergade 2', company: `Bolig ${EVIL}`, url: URL, status: 'declined', landlordMessage: `Tak. ${EVIL}` },
    userText: ['Ida', 'Vestergade 2', `Bolig ${EVIL}`, `Tak. ${EVIL}`],
    url: URL,
  },
  externalApplicationNotice: {
    data: {
      company: 'Bolig & Bo A/S',
      applicantName: EVIL,
      applicantEmail: 'ann@example.dk',
      applicantPhone: '+45 12 34 56 78',
      message: `Hej!\nVi er to voksne.\n${EVIL}`,
      address: 'Åboulevarden 3, 8000 Aarhus C',
      household: { adults: 2, children: 0, pets: true, occupation: 'student', incomeBand: null, moveInDate: '2027-03-01' },
    },
    userText: [
      'Bolig & Bo A/S',
      EVIL,
      'ann@example.dk',
      '+45 12 34 56 78',
      `Hej!\nVi er to voksne.\n${EVIL}`,
      'Åboulevarden 3, 8000 Aarhus C',
    ],
  },
  feedbackReceived: {
    data: { message: `Søgningen er langsom ${EVIL}`, email: 'ole@example.dk', page: '/soeg?city=<x>' },
    userText: [`Søgningen er langsom ${EVIL}`, 'ole@example.dk', '/soeg?city=<x>'],
  },
  accountDeleted: { data: { name: EVIL }, userText: [EVIL] },
  companyMemberAdded: {
    data: { name: 'Ida', company: `Bolig ${EVIL}`, addedBy: 'Ole Udlejer', url: URL },
    userText: ['Ida', `Bolig ${EVIL}`, 'Ole Udlejer'],
    url: URL,
  },
  waitingListReceipt: {
    data: { name: 'Ida', listName: `Havehuset ${EVIL}`, company: 'Bolig & Bo A/S', seniorityDate: '24. november 2026', url: URL },
    userText: ['Ida', `Havehuset ${EVIL}`, 'Bolig & Bo A/S', '24. november 2026'],
    url: URL,
  },
  waitingListInvitation: {
    data: {
      name: EVIL,
      listName: 'Havehuset',
      company: `Bolig ${EVIL}`,
      seniorityDate: '1. marts 2011',
      expires: '24. december 2026',
      url: URL,
    },
    userText: [EVIL, 'Havehuset', `Bolig ${EVIL}`, '1. marts 2011', '24. december 2026'],
    url: URL,
  },
  waitingListOffer: {
    data: {
      name: EVIL,
      company: `Bolig ${EVIL}`,
      listName: 'Havehuset',
      address: 'Nørregade 7, 1. th., 1165 København K',
      deadline: '1. december 2026 kl. 12.00',
      url: URL,
    },
    userText: [EVIL, `Bolig ${EVIL}`, 'Havehuset', 'Nørregade 7, 1. th., 1165 København K', '1. december 2026 kl. 12.00'],
    url: URL,
  },
  waitingListOfferOutcome: {
    data: { name: EVIL, company: `Bolig ${EVIL}`, address: 'Nørregade 7, 1165 København K' },
    userText: [EVIL, `Bolig ${EVIL}`, 'Nørregade 7, 1165 København K'],
  },
  waitingListSetPassive: {
    data: { name: EVIL, company: `Bolig ${EVIL}`, listName: 'Havehuset', url: URL },
    userText: [EVIL, `Bolig ${EVIL}`, 'Havehuset'],
    url: URL,
  },
  viewingInvitation: {
    data: {
      kind: 'reminder',
      name: 'Ida',
      address: `Vestergade 2 ${EVIL}`,
      company: `Bolig ${EVIL}`,
      when: ['tirsdag den 1. december 2026, 16:00–17:00', 'onsdag den 2. december 2026, 09:00–10:00'],
      place: `Ved porten ${EVIL}`,
      url: URL,
    },
    userText: ['Ida', `Vestergade 2 ${EVIL}`, `Bolig ${EVIL}`, `Ved porten ${EVIL}`],
    url: URL,
  },
  viewingConfirmation: {
    data: {
      name: 'Ida',
      address: `Vestergade 2 ${EVIL}`,
      company: 'Bolig A/S',
      when: 'tirsdag den 1. december 2026, 16:00–17:00',
      place: `Ved porten ${EVIL}`,
      url: URL,
      cancelUrl: 'https://hjemly.dk/fremvisning/abc/afbestil',
    },
    userText: ['Ida', `Vestergade 2 ${EVIL}`, `Ved porten ${EVIL}`],
    url: URL,
  },
  propertyOffer: {
    data: {
      kind: 'reminder',
      name: 'Ida',
      address: `Vestergade 2 ${EVIL}`,
      company: `Bolig ${EVIL}`,
      deadline: '1. december 2026 12.00',
      moveIn: '1. februar 2027',
      rent: '9.800',
      aconto: '650',
      deposit: '29.400',
      prepaidRent: '0',
      moveInTotal: '39.850',
      url: URL,
    },
    userText: ['Ida', `Vestergade 2 ${EVIL}`, `Bolig ${EVIL}`, '1. december 2026 12.00', '29.400 kr.', '39.850 kr.'],
    url: URL,
  },
  contractForSignature: {
    data: {
      name: 'Ida',
      address: `Vestergade 2 ${EVIL}`,
      company: 'Bolig A/S',
      version: 2,
      sha256: 'a'.repeat(64),
      expires: '1. marts 2027',
      url: URL,
    },
    userText: ['Ida', `Vestergade 2 ${EVIL}`, 'a'.repeat(64)],
    url: URL,
  },
  contractSigned: {
    data: { name: `Ida ${EVIL}`, address: 'Vestergade 2', company: 'Bolig A/S', url: URL },
    userText: [`Ida ${EVIL}`, 'Vestergade 2'],
    url: URL,
  },
  interestListNews: {
    data: { name: 'Ida', group: `Havnehusene ${EVIL}`, event: 'homes-published', url: URL, listsUrl: 'https://hjemly.dk/interesselister' },
    userText: ['Ida', `Havnehusene ${EVIL}`],
    url: URL,
  },
  openHouse: {
    data: {
      kind: 'registered',
      name: 'Ida',
      group: `Havnehusene ${EVIL}`,
      date: '15. januar 2030',
      time: '14:00–16:00',
      place: `Indgangen ${EVIL}`,
      pageUrl: 'https://hjemly.dk/ejendom/havnehusene/aabent-hus',
      cancelUrl: URL,
    },
    userText: ['Ida', `Havnehusene ${EVIL}`, `Indgangen ${EVIL}`],
    url: URL,
  },
  savedSearchAlert: {
    data: {
      name: 'Ida',
      homes: [{ address: `Vestergade 2 ${EVIL}`, rooms: 3, sizeM2: 82, monthlyRent: 11950, search: `Aarhus ${EVIL}`, url: URL }],
      total: 12,
      moreUrl: URL,
      searches: [{ name: `Aarhus ${EVIL}`, unsubscribeUrl: 'https://hjemly.dk/gemte-soegninger/afmeld/1.abc.sig' }],
    },
    userText: ['Ida', `Vestergade 2 ${EVIL}`, `Aarhus ${EVIL}`],
    url: URL,
  },
  paymentReceipt: {
    data: {
      name: `Ida ${EVIL}`,
      kind: 'signup',
      listName: `Havnehusene ${EVIL}`,
      amount: '250',
      paidOn: '25. november 2026',
      nextRenewal: '25. november 2027',
      paymentId: 'a'.repeat(32),
      url: URL,
    },
    userText: [`Ida ${EVIL}`, `Havnehusene ${EVIL}`, 'a'.repeat(32), '25. november 2027'],
    url: URL,
  },
  paymentRefund: {
    data: { name: `Ida ${EVIL}`, listName: `Havnehusene ${EVIL}`, amount: '250', paymentId: 'b'.repeat(32), url: URL },
    userText: [`Ida ${EVIL}`, `Havnehusene ${EVIL}`, 'b'.repeat(32)],
    url: URL,
  },
  paymentLateRefund: {
    data: { name: `Ida ${EVIL}`, listName: `Havnehusene ${EVIL}`, amount: '250', paymentId: 'c'.repeat(32), url: URL },
    userText: [`Ida ${EVIL}`, `Havnehusene ${EVIL}`, 'c'.repeat(32)],
    url: URL,
  },
  subscriptionReminder: {
    data: {
      name: 'Ida',
      listName: `Havnehusene ${EVIL}`,
      amount: '1.250',
      renewsOn: '10. december 2026',
      stopUrl: 'https://hjemly.dk/abonnementer/stop/abc',
      url: 'https://hjemly.dk/abonnementer',
    },
    userText: ['Ida', `Havnehusene ${EVIL}`, '1.250', '10. december 2026', 'https://hjemly.dk/abonnementer/stop/abc'],
  },
  subscriptionRenewalFailed: {
    data: {
      name: 'Ida',
      listName: `Havnehusene ${EVIL}`,
      amount: '250',
      nextAttempt: '13. december 2026',
      graceUntil: '24. december 2026',
      url: URL,
    },
    userText: [`Havnehusene ${EVIL}`, '13. december 2026', '24. december 2026'],
    url: URL,
  },
  subscriptionLapsed: {
    data: { name: 'Ida', listName: `Havnehusene ${EVIL}`, amount: '250', url: URL },
    userText: [`Havnehusene ${EVIL}`, '250'],
    url: URL,
  },
  myDataLink: { data: { name: EVIL, url: URL, days: 7 }, userText: [EVIL], url: URL },
  newMessage: {
    data: { name: 'Ida', from: `Bolig ${EVIL}`, subject: 'Vestergade 2, 8000 Aarhus C', url: URL },
    userText: ['Ida', `Bolig ${EVIL}`, 'Vestergade 2, 8000 Aarhus C'],
    url: URL,
  },
};
