/**
 * The dialects a migration was written for. Migrations keep their own copy of everything they use,
 * so that a later change to live code can never change what an applied migration does.
 */
export type MigrationDialect = 'sqlite' | 'postgres';
