// What other modules may use of the account module; its other files are its own.
export type { Executor } from './account.repository.js';
export type {
  AccountNamesOf,
  SessionAccount,
  SignInChange,
  StoredSession,
  StudioPort,
} from './account.service.js';
