import { cmsSingleTypePage } from '@/components/content/cms-page';
import { HelpBody } from '@/components/content/help';
import { getHelp } from '@/lib/content/service';

const page = cmsSingleTypePage('/help', getHelp, (help, locale, searchParams) => (
  <HelpBody help={help} locale={locale} searchParams={searchParams} />
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
