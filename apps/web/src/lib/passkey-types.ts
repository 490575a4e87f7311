import type { accountCalls, CallAnswer, CallRequest } from '@vrportal/contract';

/** The passkey shapes of the contract as the browser hands them over (types only, no zod). */
export type PasskeyCreationOptions = CallAnswer<typeof accountCalls.passkeyBegin>;
export type PasskeyRequestOptions = CallAnswer<typeof accountCalls.passkeyOptions>;
export type PasskeyRegistrationBody = CallRequest<typeof accountCalls.passkeyFinish>['response'];
export type PasskeyAssertionBody = CallRequest<typeof accountCalls.passkeyVerify>['response'];
