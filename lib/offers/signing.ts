import 'server-only';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/*
 * How a lease is signed, behind one small interface. The built-in provider is a simple
 * electronic signature: the tenant, on the page their link opens, types their full name and gives
 * an explicit consent over the document's SHA-256; we keep time, IP, user agent and the hash, and
 * append a signature page that states them. A MitID-based service (Penneo, Criipto Signatures) is an
 * adapter of the same interface: it sends the tenant through MitID and returns the PAdES-signed PDF
 * its service produced (docs/offers.md, "Signing providers").
 */

/** What the signing page gathered, and the document it was shown. */
export type SignatureEvidence = {
  signerName: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  documentSha256: string;
  company: string;
  address: string;
  version: number;
};

export interface SignatureProvider {
  /** Stored with each signature, so a record says how it was made. */
  readonly id: string;
  /** The signed copy of `document`: the original pages and the provider's proof. */
  sign(document: Uint8Array, evidence: SignatureEvidence): Promise<Uint8Array>;
}

// The standard fonts write WinAnsi (Latin-1 and a few more): æ, ø and å fit; what does not is
// shown as "?" on the page, while the record keeps the name exactly as typed.
const printable = (text: string) => text.normalize('NFC').replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');

function writeLines(page: PDFPage, font: PDFFont, bold: PDFFont, lines: [string, string][]): void {
  let y = page.getHeight() - 150;
  for (const [label, value] of lines) {
    page.drawText(printable(label), { x: 56, y, size: 10, font: bold, color: rgb(0.25, 0.25, 0.25) });
    // A hash is 64 characters: it fits the width at this size in two halves.
    const parts = value.length > 60 ? [value.slice(0, 32), value.slice(32)] : [value];
    for (const part of parts) {
      y -= 14;
      page.drawText(printable(part), { x: 56, y, size: 11, font });
    }
    y -= 24;
  }
}

/** Appends one page in Danish and English: who signed which document (by hash), when and from where. */
export async function appendSignaturePage(document: Uint8Array, evidence: SignatureEvidence, provider: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(document);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595.28, 841.89]);
  page.drawText('Underskriftsside / Signature page', { x: 56, y: page.getHeight() - 90, size: 18, font: bold });
  page.drawText(printable(`${evidence.company} – ${evidence.address}`), { x: 56, y: page.getHeight() - 115, size: 11, font });
  writeLines(page, font, bold, [
    ['Underskrevet af / Signed by', evidence.signerName],
    ['Tidspunkt (UTC) / Time (UTC)', evidence.signedAt.toISOString()],
    ['IP-adresse / IP address', evidence.ip],
    ['Browser / User agent', evidence.userAgent.slice(0, 120)],
    ['Kontraktversion / Contract version', String(evidence.version)],
    ['SHA-256 af dokumentet / of the document', evidence.documentSha256],
    ['Metode / Method', provider],
  ]);
  page.drawText(printable('Lejeren har givet udtrykkeligt samtykke til at underskrive dokumentet med ovenstående SHA-256 elektronisk.'), {
    x: 56,
    y: 120,
    size: 9,
    font,
  });
  page.drawText('The tenant explicitly consented to sign the document with the SHA-256 above electronically.', {
    x: 56,
    y: 106,
    size: 9,
    font,
  });
  return pdf.save();
}

/** The default provider: the simple electronic signature with the appended signature page. */
export const simpleSignatureProvider: SignatureProvider = {
  id: 'simple-electronic-signature',
  sign: (document, evidence) => appendSignaturePage(document, evidence, 'Simpel elektronisk signatur / Simple electronic signature'),
};

/** The provider in use; a MitID adapter would be chosen here by its environment variables. */
export function signatureProvider(): SignatureProvider {
  return simpleSignatureProvider;
}

/**
 * Whether pdf-lib can open the file and finds pages in it: a PDF we could not append a page to could
 * never be signed (pdf-lib reads a bare "%PDF-" header as an empty document, hence the page count).
 */
export async function canSignPdf(bytes: Uint8Array): Promise<boolean> {
  try {
    return (await PDFDocument.load(bytes)).getPageCount() > 0;
  } catch {
    return false;
  }
}
