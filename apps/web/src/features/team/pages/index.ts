// One chunk for the team screen and the invitation page: a single entry leaves the chunks the
// sign-in screen shares with other screens as they are (its size budget).
export { default as InvitePage } from './InvitePage';
export { default as TeamPage } from './TeamPage';
