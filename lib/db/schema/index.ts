// Drizzle needs every table in one object for its relational queries and for drizzle-kit.
export * from './white-label';
export * from './catalogue';
export * from './images';
export * from './email';
export * from './accounts';
export * from './profiles';
export * from './applications';
export * from './analytics';
export * from './flags';
export * from './feedback';
export * from './providers';
export * from './saved-searches';
export * from './waiting-lists';
export * from './offers';
export * from './payments';
export * from './interest-lists';
export * from './viewings';
