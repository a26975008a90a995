// Entry for the light landing page ('/'); see app/landing-app.tsx.
export { LandingApp } from './app/landing-app';
