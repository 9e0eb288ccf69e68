import { formatKroner } from '@/lib/i18n/format';
import { rangeWording } from '@/lib/i18n/range';

type Kind = 'size' | 'rooms' | 'price';
type Key = `criteria.${Kind}${'Range' | 'Min' | 'Max'}` | 'criteria.noPreference';
type Translate = (key: Key, values?: Record<string, string>) => string;

/** One wish of a member in words: "50–80 m²", "mindst 2 værelser", "højst 9.000 kr." or "Ingen krav". */
export function criteriaRange(t: Translate, kind: Kind, from: number | null, to: number | null): string {
  const format = kind === 'price' ? formatKroner : String;
  switch (rangeWording(from, to)) {
    case 'between':
      return t(`criteria.${kind}Range`, { from: format(from!), to: format(to!) });
    case 'atLeast':
      return t(`criteria.${kind}Min`, { from: format(from!) });
    case 'atMost':
      return t(`criteria.${kind}Max`, { to: format(to!) });
    default:
      return t('criteria.noPreference');
  }
}
