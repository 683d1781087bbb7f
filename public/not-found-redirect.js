// Loaded by a language's not-found page (scripts/lib/not-found-page.ts), which has no app: with
// JavaScript, an unknown address goes to the home of its language and leaves no history entry.
const home = document.querySelector('[data-not-found-home]');
if (home) location.replace(home.getAttribute('href'));
