-- Default flags per environment (README "Feature flags"); later changes are made by people, so existing rows are kept.
INSERT INTO "feature_flags" ("name", "environment", "enabled", "description") VALUES
  ('analytics', 'development', true, 'Analytics after consent'),
  ('environment-watermark', 'development', false, 'Large repeating environment watermark (never in production)'),
  ('environment-watermark-corner', 'development', true, 'Corner environment watermark (never in production)'),
  ('analytics', 'test', false, 'Analytics after consent'),
  ('environment-watermark', 'test', true, 'Large repeating environment watermark (never in production)'),
  ('environment-watermark-corner', 'test', false, 'Corner environment watermark (never in production)'),
  ('analytics', 'production', true, 'Analytics after consent'),
  ('environment-watermark', 'production', false, 'Large repeating environment watermark (never in production)'),
  ('environment-watermark-corner', 'production', false, 'Corner environment watermark (never in production)')
ON CONFLICT DO NOTHING;
