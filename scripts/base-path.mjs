// The URL prefix a static export is built for and served under (BASE_PATH, e.g. /caveman for a
// GitHub Pages project site). next.config.mjs and scripts/serve.mjs read it the same way, so a
// build and its server can never disagree about what counts as valid.

/** A segment a host and Next's router both keep as is: no '.', '..', spaces, '?', '#', '%' or '//'. */
const BASE = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9._~-]+)+$/;

/**
 * The base path as given, or '' when unset or empty. Throws one line saying what is wrong for a
 * value Next would reject or mangle ('caveman', '/caveman/', '/', '/a b').
 */
export function parseBasePath(value, name = 'BASE_PATH') {
  if (value === undefined || value === '') return '';
  if (BASE.test(value)) return value;
  const why = value === '/'
    ? "is the site root: leave it unset instead"
    : !value.startsWith('/')
    ? "must start with '/'"
    : value.endsWith('/')
      ? "must not end with '/'"
      : "may hold only letters, digits, '.', '_', '~', '-' and '/' between non-empty segments other than '.' and '..'";
  throw new Error(`${name}=${JSON.stringify(value)} ${why} (e.g. ${name}=/caveman, or unset for the site root)`);
}
