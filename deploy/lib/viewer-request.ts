// The CloudFront Function (viewer request) that maps the panel's URLs to the files in the bucket, as Connect
// Local's panel host does (README: Deploy): the standalone page's routes (/softphone, /channel-view/chat,
// /ccp-v2/email) get its index.html; a file asked for beside an unknown deep route (/nonsense/path/main.js) is
// redirected to the one beside index.html; /plugin/ and the other folders get their index.html.

/** Folders of the standalone page that hold files (the deep routes' copies, the chunks, the fonts). */
export const STANDALONE_FOLDERS = ['channel-view', 'ccp-v2', 'chunks', 'fonts'];
/** The targets served under their own path, each its own page. */
export const SUB_APPS = ['plugin', 'screen-sharing', 'embed'];

/** cloudfront-js-2.0 source. */
export function viewerRequestCode(): string {
  return `var FOLDERS = ${JSON.stringify(STANDALONE_FOLDERS)};
var SUB_APPS = ${JSON.stringify(SUB_APPS)};
function redirect(location) {
  return { statusCode: 302, statusDescription: 'Found', headers: { location: { value: location }, 'cache-control': { value: 'no-store' } } };
}
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var parts = uri.split('/');
  if (SUB_APPS.indexOf(parts[1]) !== -1) {
    if (parts.length === 2) return redirect(uri + '/');
    if (uri.endsWith('/')) request.uri = uri + 'index.html';
    return request;
  }
  var last = parts[parts.length - 1];
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
    return request;
  }
  if (parts.length > 2 && !(parts.length === 3 && FOLDERS.indexOf(parts[1]) !== -1) && /\\.(js|css)$/.test(last)) return redirect('/' + last);
  return request;
}
`;
}
