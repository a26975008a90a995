// What other features use of the leagues feature (features import each other only through index.ts): the
// leagues list, which the booking page and the admin dashboard read too (league nights hold bays), and the account
// page's list of the leagues one organises. The league
// screens are loaded lazily by app/ from their own files.
export { useLeagues } from './api/league-list';
export { OrganisedLeaguesCard } from './components/organised-leagues-card';
