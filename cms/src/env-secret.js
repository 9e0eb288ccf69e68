// Secrets come from the environment. Outside production a missing one gets a fixed value, so a
// developer's or a test's Strapi starts without setup; in production a missing secret stops it.
module.exports = function secret(env, name, testValue) {
  const value = env(name);
  if (value) return value;
  if (process.env.NODE_ENV === 'production') throw new Error(`${name} must be set in production`);
  return testValue;
};
