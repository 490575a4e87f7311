import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

/** What a repository runs its SQL on: the database, or a transaction another module opened. */
export type Executor = Kysely<Database> | Transaction<Database>;
