/* global window, document */
// Runs before the application renders so the page never flashes the wrong theme.
// The choice and its key are the ones src/client/lib/theme.ts keeps (Light, Dark or System).
(function () {
  var choice = null;
  try {
    choice = window.localStorage.getItem('gradelens-theme');
  } catch {
    // Storage refused (private mode): follow the system.
  }
  var dark =
    choice === 'dark' || (choice !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
