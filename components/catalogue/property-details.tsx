import { getTranslations } from '@/lib/i18n/translations';
import type { PropertyPage } from '@/lib/catalogue/schema';
import { DetailList } from './detail-list';
import { Section } from './section';

/** The "additional details" section: the building, the rules of the lease and who the home is for. */
export async function AdditionalDetails({ property }: { property: PropertyPage }) {
  const [t, m] = await Promise.all([getTranslations('property'), getTranslations('moreDetails')]);
  const yesNo = (value: boolean) => t(value ? 'values.yes' : 'values.no');
  const items = [
    { label: t('labels.energyLabel'), value: property.energyLabel ?? t('values.notStated') },
    { label: t('labels.builtYear'), value: property.builtYear ?? t('values.notStated') },
    { label: t('labels.levels'), value: t('values.levels', { count: property.levels }) },
    { label: t('labels.levelAccess'), value: yesNo(property.levelAccess) },
    { label: t('labels.elevator'), value: yesNo(property.elevator) },
    { label: t('labels.furnished'), value: yesNo(property.furnished) },
    { label: t('labels.petsAllowed'), value: yesNo(property.petsAllowed) },
    { label: t('labels.shareable'), value: yesNo(property.shareable) },
    { label: t('labels.rentalPeriod'), value: t(`rentalPeriod.${property.rentalPeriod}`) },
    { label: t('labels.onlyFor'), value: property.onlyFor ? t(`onlyFor.${property.onlyFor}`) : t('values.everyone') },
    { label: t('labels.certification'), value: property.certification ? t(`certification.${property.certification}`) : t('values.none') },
    ...(property.plotArea ? [{ label: t('labels.plotArea'), value: t('values.plotArea', { size: property.plotArea }) }] : []),
  ];
  return (
    <Section id="details-heading" title={m('additionalDetails')}>
      <DetailList items={items} />
    </Section>
  );
}

/** The "outdoor space" section: balconies and which way they face, terraces, parking and charging. */
export async function OutdoorSpace({ property }: { property: PropertyPage }) {
  const [t, m] = await Promise.all([getTranslations('property'), getTranslations('moreDetails')]);
  const count = (n: number, key: 'balconies' | 'terraces' | 'roofTerraces') =>
    n > 0 ? m(`outdoor.${key}`, { count: n }) : t('values.none');
  const facing =
    property.balconies > 0 && property.balconyOrientation
      ? m('outdoor.facing', { direction: t(`orientation.${property.balconyOrientation}`).toLowerCase() })
      : null;
  const items = [
    {
      label: t('labels.balconies'),
      value: facing ? `${count(property.balconies, 'balconies')} · ${facing}` : count(property.balconies, 'balconies'),
    },
    { label: t('labels.terraces'), value: count(property.terraces, 'terraces') },
    { label: t('labels.roofTerraces'), value: count(property.roofTerraces, 'roofTerraces') },
    { label: t('labels.parking'), value: t(`parking.${property.parking}`) },
    { label: t('labels.evCharger'), value: t(`evCharger.${property.evCharger}`) },
  ];
  const none = property.balconies + property.terraces + property.roofTerraces === 0 && !property.plotArea;
  return (
    <Section id="outdoor-heading" title={m('outdoorSpace')}>
      {none ? <p className="text-body-secondary">{m('empty.outdoorSpace')}</p> : null}
      <DetailList items={items} />
    </Section>
  );
}
