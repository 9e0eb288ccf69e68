// PostgreSQL only: DATABASE_URL, or the DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD variables.
module.exports = ({ env }) => ({
  connection: {
    client: 'postgres',
    connection: env('DATABASE_URL')
      ? { connectionString: env('DATABASE_URL'), ssl: env.bool('DATABASE_SSL', false) }
      : {
          host: env('DATABASE_HOST', '127.0.0.1'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'strapi'),
          user: env('DATABASE_USERNAME', 'postgres'),
          password: env('DATABASE_PASSWORD', ''),
          ssl: env.bool('DATABASE_SSL', false),
        },
  },
});
