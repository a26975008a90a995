// Entry for the light landing page ('/'); see app/landing-app.tsx. The web entry imports it on '/' only, so no
// other page downloads the landing page's sections (docs/decisions/140-prerendered-landing-and-light-shell.md).
export { LandingApp } from './app/landing-app';
