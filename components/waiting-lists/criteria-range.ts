import { formatKroner } from '@/lib/i18n/format';
import { rangeWording } from '@/lib/i18n/range';

type Kind = 'size' | 'rooms' | 'price';
type Key = `${Kind}${'Range' | 'Min' | 'Max'}` | 'noPreference';
type Translate = (key: Key, values?: Record<string, string>) => string;

/** One wish of a member in words (`t` of the criteria's messages): "50–80 m²", "mindst 2 værelser", "højst 9.000 kr." or "Ingen krav". */
export function criteriaRange(t: Translate, kind: Kind, from: number | null, to: number | null): string {
  const format = kind === 'price' ? formatKroner : String;
  switch (rangeWording(from, to)) {
    case 'between':
      return t(`${kind}Range`, { from: format(from!), to: format(to!) });
    case 'atLeast':
      return t(`${kind}Min`, { from: format(from!) });
    case 'atMost':
      return t(`${kind}Max`, { to: format(to!) });
    default:
      return t('noPreference');
  }
}
