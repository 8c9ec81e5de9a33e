/**
 * What main.tsx needs from React Router to start, as one module it loads in a step of its own
 * (a dynamic import of 'react-router' itself would keep every export of the package).
 */
export { createBrowserRouter, matchRoutes } from 'react-router';
