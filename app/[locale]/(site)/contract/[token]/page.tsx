import { entityRoutePage } from '@/components/layout/entity-page';
import { pageTexts } from '@/components/layout/route-page';
import { ContractPageBody, type ContractPageData } from '@/components/offers/contract-page-body';
import { getContractByToken } from '@/lib/offers/contract-service';

/**
 * /kontrakt/{token}: the lease to read and sign, for whoever holds the mail's link (an external
 * tenant has no account). An unknown token is the 404 page.
 */
async function load(token: string): Promise<ContractPageData | null> {
  try {
    const lookup = await getContractByToken(token);
    if (lookup.kind === 'notFound') return null;
    return lookup.kind === 'expired' ? { kind: 'expired' } : { kind: 'found', contract: lookup.contract, token };
  } catch (error) {
    console.error('Contract page: the contract could not be read', error);
    return { kind: 'failed' };
  }
}

const page = entityRoutePage({
  route: '/contract/[token]',
  load: async ({ token }: { token: string }, locale) => {
    const data = await load(token);
    if (!data) return null;
    const { title } = await pageTexts('contract', locale);
    return { title, noindex: true, data };
  },
  body: ({ data }, locale, searchParams) => <ContractPageBody data={data} locale={locale} searchParams={searchParams} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
