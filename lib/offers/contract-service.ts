import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import type { AuditActor } from '@/lib/audit/schema';
import { recordAudit } from '@/lib/audit/service';
import { formatAddress } from '@/lib/catalogue/address';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { enqueueEmail } from '@/lib/email/service';
import { DomainError } from '@/lib/errors/domain-error';
import type { Locale } from '@/lib/i18n/routing';
import { imageStorage } from '@/lib/images/storage';
import { MAX_UPLOAD_BYTES } from '@/lib/images/upload-limits';
import { publishWebhookEvent } from '@/lib/webhooks/service';
import { mailUrl } from '@/lib/seo/urls';
import { issueLinkToken, resolveLinkToken } from '@/lib/tokens/service';
import { DANISH_TIME_ZONE } from '@/lib/time/copenhagen';
import {
  findCompanyContract,
  findCompanyHome,
  findCompanyTenant,
  findContractWithTenant,
  findOfferForTenant,
  findUserContract,
  insertContract,
  insertContractTenant,
  listCompanyTenants,
  listTenantContracts,
  listUserContractsToSign,
  listUserTenants,
  nextContractVersion,
  recordSignature,
  supersedeUnsigned,
  type ContractRow,
  type TenantRow,
} from './contract-repository';
import { CONTRACT_LINK_LIFETIME_MS, looksLikePdf } from './rules';
import {
  consoleTenantSchema,
  contractSignSchema,
  externalTenantSchema,
  type ConsoleTenantInput,
  type ContractLookup,
  type ContractSignInput,
  type ContractSummary,
  type ContractTenantSummary,
  type ContractView,
  type ExternalTenantInput,
  type PendingLease,
} from './schema';
import { canSignPdf, signatureProvider } from './signing';

/*
 * The contract for signature. The landlord uploads a lease for a tenant — the
 * applicant who accepted an offer, or an external tenant registered without an account — and the
 * tenant signs it from the link in their mail. The landlord's side takes the company the caller was
 * authenticated for; the tenant's side the link token.
 */

/** The same limit as a picture: a lease of many pages is still a few megabytes. */
export const MAX_CONTRACT_BYTES = MAX_UPLOAD_BYTES;
const TENANTS_SHOWN = 200;

const asDb = (tx: unknown) => tx as Db;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const storage = () => imageStorage();

function toContractSummary(row: ContractRow): ContractSummary {
  return {
    id: row.id,
    tenantId: row.tenantId,
    version: row.version,
    status: row.status,
    fileName: row.fileName,
    byteSize: row.byteSize,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
    signature:
      row.status === 'signed' && row.signedAt && row.signerName && row.signatureProvider && row.signedFileSha256
        ? {
            signedAt: row.signedAt.toISOString(),
            signerName: row.signerName,
            provider: row.signatureProvider,
            signedFileSha256: row.signedFileSha256,
          }
        : null,
  };
}

function toTenantSummary(row: TenantRow, versions: ContractRow[]): ContractTenantSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    external: row.external,
    offerId: row.offerId,
    home: { slug: row.slug, address: formatAddress(row) },
    contracts: versions.filter((c) => c.tenantId === row.id).map(toContractSummary),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listContractTenantsOfCompany(companyId: number): Promise<ContractTenantSummary[]> {
  const db = await getDb();
  const tenants = await listCompanyTenants(db, companyId, TENANTS_SHOWN);
  const versions = await listTenantContracts(
    db,
    tenants.map((t) => t.id),
  );
  return tenants.map((tenant) => toTenantSummary(tenant, versions));
}

export async function getContractTenantOfCompany(companyId: number, tenantId: string): Promise<ContractTenantSummary> {
  const summary = await getTenantSummaryIn(await getDb(), companyId, tenantId);
  if (!summary) throw new DomainError('NotFound', 'notFound');
  return summary;
}

type TenantPerson = { name: string; email: string; phone: string; locale: Locale };

/** A tenant found outside the product: registered by name, e-mail and phone, without an account. */
async function registerFor(
  companyId: number,
  home: { id: number } | null,
  person: TenantPerson,
  now: Date,
): Promise<ContractTenantSummary> {
  if (!home) throw new DomainError('NotFound', 'notFound');
  const values = { ...person, companyId, propertyId: home.id, offerId: null, userId: null, external: true };
  return getContractTenantOfCompany(companyId, await insertContractTenant(await getDb(), values, now));
}

/** The provider API's registration: the home by the company's own ids. */
export async function registerExternalTenant(
  companyId: number,
  input: ExternalTenantInput,
  now = new Date(),
): Promise<ContractTenantSummary> {
  const { groupId, homeId, ...person } = externalTenantSchema.parse(input);
  return registerFor(companyId, await findCompanyHome(await getDb(), companyId, { groupId, homeId }), person, now);
}

/** The console's registration: the home by its slug. */
export async function registerExternalTenantForHome(
  companyId: number,
  input: ConsoleTenantInput,
  now = new Date(),
): Promise<ContractTenantSummary> {
  const { home, ...person } = consoleTenantSchema.parse(input);
  return registerFor(companyId, await findCompanyHome(await getDb(), companyId, { slug: home }), person, now);
}

/** The tenant of an accepted offer, made the first time a lease is sent for it. */
async function tenantOfOffer(companyId: number, offerId: string, now: Date): Promise<string> {
  const db = await getDb();
  const offer = await findOfferForTenant(db, companyId, offerId);
  if (!offer) throw new DomainError('NotFound', 'notFound');
  if (offer.tenantId) return offer.tenantId;
  // Only an applicant who said yes gets a lease; one whose account is gone cannot be reached.
  if (offer.answer !== 'interested' || !offer.userId || !offer.accountEmail) throw new DomainError('Conflict', 'contractNotPossible');
  const values = {
    companyId,
    propertyId: offer.propertyId,
    offerId,
    userId: offer.userId,
    name: offer.name ?? '',
    email: offer.accountEmail,
    phone: offer.phone ?? '',
    locale: offer.locale,
    external: false,
  };
  return insertContractTenant(db, values, now);
}

/** The PDF's bytes, refused unless they are a PDF (told by the bytes) within the size limit that pdf-lib can open. */
async function readLease(file: File): Promise<Uint8Array> {
  if (file.size > MAX_CONTRACT_BYTES) throw new DomainError('Rejected', 'contractTooLarge');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!looksLikePdf(bytes) || !(await canSignPdf(bytes))) throw new DomainError('Rejected', 'contractNotPdf');
  return bytes;
}

/** The uploaded name, reduced to what is safe in a header and a file system, always ending in .pdf. */
export function leaseFileName(name: string, version: number): string {
  const base = name
    .replace(/\.pdf$/i, '')
    .replace(/[^\p{L}\p{N} ._-]/gu, '')
    .trim()
    .slice(0, 80);
  return `${base || 'lejekontrakt'}-v${version}.pdf`;
}

function dateText(instant: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: DANISH_TIME_ZONE }).format(instant);
}

/** A lease's signing links work this long after it was sent: the mailed one and any opened from the account. */
const leaseLinkExpiry = (sentAt: Date) => new Date(sentAt.getTime() + CONTRACT_LINK_LIFETIME_MS);

const contractUrl = (locale: Locale, token: string) => mailUrl(locale, { pathname: '/contract/[token]', params: { token } });

/**
 * Sends a new version of the lease to the tenant: stored first, then — in one transaction — an
 * unsigned earlier version is superseded, the version is recorded, the tenant's mail queued and the
 * sending put on the company's log. A signed version is never touched; the new one needs its own signature.
 */
export async function uploadContract(actor: AuditActor, tenantId: string, file: File, now = new Date()): Promise<ContractSummary> {
  const { companyId } = actor;
  const bytes = await readLease(file);
  const key = `contracts/${tenantId}/${randomUUID()}.pdf`;
  await storage().put(key, Buffer.from(bytes), 'application/pdf');
  const db = await getDb();
  try {
    const row = await db.transaction(async (transaction) => {
      const tx = asDb(transaction);
      const tenant = await findCompanyTenant(tx, companyId, tenantId, true);
      if (!tenant) throw new DomainError('NotFound', 'notFound');
      const version = await nextContractVersion(tx, tenantId);
      await supersedeUnsigned(tx, tenantId, now);
      const values = { tenantId, version, fileKey: key, fileName: leaseFileName(file.name, version), byteSize: bytes.length };
      const contract = await insertContract(tx, { ...values, sha256: sha256(bytes) }, now);
      const expiresAt = leaseLinkExpiry(now);
      const token = await issueLinkToken(tx, { purpose: 'contract', subject: contract.id, expiresAt }, now);
      await mailTenant(tx, tenant, contract, token, expiresAt);
      await recordAudit(tx, actor, leaseSent(tenant, contract), now);
      return contract;
    });
    return toContractSummary(row);
  } catch (error) {
    await storage()
      .delete(key)
      .catch(() => undefined);
    throw error;
  }
}

const leaseSent = (tenant: TenantRow, contract: ContractRow) =>
  ({
    action: 'offer.leaseSent',
    subject: { type: 'contract', id: contract.id, tenantRef: tenant.userId },
    detail: {
      tenant: tenant.id,
      address: formatAddress(tenant),
      version: contract.version,
      fileName: contract.fileName,
      sha256: contract.sha256,
    },
  }) as const;

async function mailTenant(db: Db, tenant: TenantRow, contract: ContractRow, token: string, expires: Date): Promise<void> {
  await enqueueEmail(db, {
    to: tenant.email,
    locale: tenant.locale,
    template: 'contractForSignature',
    data: {
      name: tenant.name,
      address: formatAddress(tenant),
      company: tenant.company,
      version: contract.version,
      sha256: contract.sha256,
      expires: dateText(expires, tenant.locale),
      url: contractUrl(tenant.locale, token),
    },
  });
}

export async function uploadOfferContract(actor: AuditActor, offerId: string, file: File, now = new Date()): Promise<ContractSummary> {
  return uploadContract(actor, await tenantOfOffer(actor.companyId, offerId, now), file, now);
}

export async function getContractOfCompany(companyId: number, contractId: string): Promise<ContractSummary> {
  const found = await findCompanyContract(await getDb(), companyId, contractId);
  if (!found) throw new DomainError('NotFound', 'notFound');
  return toContractSummary(found.contract);
}

export type ContractFile = { bytes: Buffer; fileName: string };
export type ContractFileKind = 'original' | 'signed';

async function readStored(contract: ContractRow, kind: ContractFileKind): Promise<ContractFile> {
  const key = kind === 'signed' ? contract.signedFileKey : contract.fileKey;
  if (!key) throw new DomainError('NotFound', 'notFound');
  const bytes = await storage().get(key);
  if (!bytes) throw new Error(`Contract ${contract.id}: the stored ${kind} file is missing`);
  const fileName = kind === 'signed' ? contract.fileName.replace(/\.pdf$/, '-underskrevet.pdf') : contract.fileName;
  return { bytes, fileName };
}

/** The lease as uploaded, or the signed copy with its signature page, for the landlord (a file download). */
export async function companyContractFile(companyId: number, contractId: string, kind: ContractFileKind): Promise<ContractFile> {
  const found = await findCompanyContract(await getDb(), companyId, contractId);
  if (!found) throw new DomainError('NotFound', 'notFound');
  return readStored(found.contract, kind);
}

/** The person's own tenancies, each with every version of its lease (for the export of their data). */
export async function listMyContracts(user: { id: string }): Promise<ContractTenantSummary[]> {
  const db = await getDb();
  const tenants = await listUserTenants(db, user.id);
  const versions = await listTenantContracts(
    db,
    tenants.map((t) => t.id),
  );
  return tenants.map((tenant) => toTenantSummary(tenant, versions));
}

/** The person's leases waiting for their signature, oldest first (the home base and the application page). */
export async function listMyLeasesToSign(user: { id: string }, now = new Date()): Promise<PendingLease[]> {
  const rows = await listUserContractsToSign(await getDb(), user.id, new Date(now.getTime() - CONTRACT_LINK_LIFETIME_MS));
  return rows.map(({ createdAt, ...row }) => ({ ...row, deadline: leaseLinkExpiry(createdAt).toISOString() }));
}

/**
 * From the person's account to their own lease: a fresh link (only hashes of links are kept), which
 * ends when the mailed one does. Someone else's lease is a 404.
 */
export async function openMyLease(user: { id: string }, contractId: string, locale: Locale, now = new Date()): Promise<string> {
  const db = await getDb();
  const contract = await findUserContract(db, user.id, contractId);
  if (!contract) throw new DomainError('NotFound', 'notFound');
  const token = await issueLinkToken(
    db,
    { purpose: 'contract', subject: contract.id, expiresAt: leaseLinkExpiry(contract.createdAt) },
    now,
  );
  return contractUrl(locale, token);
}

/** The person's own lease, as uploaded or signed, signed in; anyone else's is not found. */
export async function myContractFile(user: { id: string }, contractId: string, kind: ContractFileKind): Promise<ContractFile> {
  const contract = await findUserContract(await getDb(), user.id, contractId);
  if (!contract) throw new DomainError('NotFound', 'notFound');
  return readStored(contract, kind);
}

type Found = NonNullable<Awaited<ReturnType<typeof findContractWithTenant>>>;

function toContractView({ contract, tenant }: Found): ContractView {
  const summary = toContractSummary(contract);
  return {
    id: contract.id,
    version: contract.version,
    status: contract.status,
    tenantName: tenant.name,
    company: tenant.company,
    address: formatAddress(tenant),
    fileName: contract.fileName,
    sha256: contract.sha256,
    signature: summary.signature
      ? {
          signedAt: summary.signature.signedAt,
          signerName: summary.signature.signerName,
          signedFileSha256: summary.signature.signedFileSha256,
        }
      : null,
  };
}

/** The contract a signing link opens; a signed or superseded version still opens (it says so), only the link's age closes it. */
async function byToken(db: Db, token: string, now: Date, lock = false): Promise<Found | 'expired' | null> {
  const link = await resolveLinkToken(db, 'contract', token, now);
  const found = link.kind === 'notFound' ? null : await findContractWithTenant(db, link.subject, lock);
  if (!found) return null;
  return link.kind === 'found' ? found : 'expired';
}

export async function getContractByToken(token: string, now = new Date()): Promise<ContractLookup> {
  const found = await byToken(await getDb(), token, now);
  if (found === null) return { kind: 'notFound' };
  if (found === 'expired') return { kind: 'expired' };
  return { kind: 'found', contract: toContractView(found) };
}

/** The tenant's download through their link. */
export async function contractFileByToken(token: string, kind: ContractFileKind, now = new Date()): Promise<ContractFile> {
  const found = await byToken(await getDb(), token, now);
  if (found === null) throw new DomainError('NotFound', 'notFound');
  if (found === 'expired') throw new DomainError('Gone', 'contractExpired');
  return readStored(found.contract, kind);
}

export type SignerContext = { ip: string; userAgent: string };

/**
 * Signs the version the link names: the stored document must still have the hash the tenant was
 * shown, the provider makes the signed copy, and the record (time, IP, user agent, hash), the copy,
 * the landlord's `contract.signed` webhook and the tenant's receipt are kept together. A version
 * signed or superseded is refused (409): a signature never changes, and a new version needs its own.
 */
export async function signContract(
  token: string,
  input: ContractSignInput,
  context: SignerContext,
  now = new Date(),
): Promise<ContractView> {
  const { fullName } = contractSignSchema.parse(input);
  const db = await getDb();
  const signedKey = `contracts/signed/${randomUUID()}.pdf`;
  try {
    await db.transaction(async (transaction) => {
      const tx = asDb(transaction);
      const found = await byToken(tx, token, now, true);
      if (found === null) throw new DomainError('NotFound', 'notFound');
      if (found === 'expired') throw new DomainError('Gone', 'contractExpired');
      const { contract, tenant } = found;
      if (contract.status === 'signed') throw new DomainError('Conflict', 'contractAlreadySigned');
      if (contract.status === 'superseded') throw new DomainError('Conflict', 'contractSuperseded');
      const original = await storage().get(contract.fileKey);
      if (!original || sha256(original) !== contract.sha256)
        throw new Error(`Contract ${contract.id}: the stored document does not match its hash`);
      const provider = signatureProvider();
      const evidence = {
        signerName: fullName,
        signedAt: now,
        ip: context.ip,
        userAgent: context.userAgent.slice(0, 500),
        documentSha256: contract.sha256,
        company: tenant.company,
        address: formatAddress(tenant),
        version: contract.version,
      };
      const signed = await provider.sign(original, evidence);
      await storage().put(signedKey, Buffer.from(signed), 'application/pdf');
      const recorded = await recordSignature(tx, contract.id, {
        signedAt: now,
        signerName: fullName,
        signerIp: context.ip,
        signerUserAgent: evidence.userAgent,
        signedDocumentSha256: contract.sha256,
        signatureProvider: provider.id,
        signedFileKey: signedKey,
        signedFileSha256: sha256(signed),
      });
      if (!recorded) throw new DomainError('Conflict', 'contractAlreadySigned');
      const summary = await getTenantSummaryIn(tx, tenant.companyId, tenant.id);
      await publishWebhookEvent(tx, tenant.companyId, 'contract.signed', { tenant: summary, contractId: contract.id }, now);
      await enqueueEmail(tx, {
        to: tenant.email,
        locale: tenant.locale,
        template: 'contractSigned',
        data: { name: fullName, address: formatAddress(tenant), company: tenant.company, url: contractUrl(tenant.locale, token) },
      });
    });
  } catch (error) {
    await storage()
      .delete(signedKey)
      .catch(() => undefined);
    throw error;
  }
  const after = await byToken(db, token, now);
  if (!after || after === 'expired') throw new DomainError('NotFound', 'notFound');
  return toContractView(after);
}

async function getTenantSummaryIn(db: Db, companyId: number, tenantId: string): Promise<ContractTenantSummary | null> {
  const tenant = await findCompanyTenant(db, companyId, tenantId);
  return tenant ? toTenantSummary(tenant, await listTenantContracts(db, [tenant.id])) : null;
}
