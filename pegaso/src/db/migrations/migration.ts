/**
 * A versioned schema change. Once released a migration is never edited: later changes come as
 * new versions, so every database (embedded or server) reaches the same schema by replaying them.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}
