// The page's own not-found boundary: with the site's and the admin's root layouts side by side,
// Next does not render the group's not-found.tsx in the server's HTML for a notFound() from this
// page (only after hydration). Here it is rendered on the server, inside the site layout.
export { default, metadata } from '../not-found'
