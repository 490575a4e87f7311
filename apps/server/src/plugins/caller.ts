/** Who makes a call, as the services check ownership: an account, and whether it is a super one. */
export interface Caller {
  id: string;
  admin: boolean;
}
