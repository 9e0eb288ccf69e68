const LOCALES = [
  { code: 'da-DK', name: 'Danish (Denmark) (da-DK)' },
  { code: 'en-DK', name: 'English (Denmark) (en-DK)' },
];

module.exports = {
  register() {},
  // The product serves Danish by default and English beside it. Strapi starts a new database with
  // `en` alone; on that first start the two locales take its place, Danish the default.
  async bootstrap({ strapi }) {
    const locales = strapi.plugin('i18n').service('locales');
    const existing = await locales.find();
    if (existing.some((locale) => locale.code === 'da-DK')) return;
    for (const locale of LOCALES) await locales.create(locale);
    await locales.setDefaultLocale({ code: 'da-DK' });
    for (const locale of existing) if (locale.code === 'en') await locales.delete({ id: locale.id });
  },
};
