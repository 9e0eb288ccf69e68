import { requestNonce } from '@/lib/http/request-nonce';
import { CONSENT_COOKIE } from '@/lib/analytics/consent';

// Runs while the document is parsed, before the banner below it is drawn. A cookie that later proves
// unreadable only hides the banner until the page hydrates; the provider then shows it again.
const MARK_STORED_CHOICE = `document.cookie.split('; ').some(function (c) { return c.indexOf('${CONSENT_COOKIE}=') === 0; }) && document.documentElement.setAttribute('data-consent-stored', '');`;

/**
 * The consent banner is in every page as sent (public pages are cached, the same for everyone); this
 * marks the document of a visitor whose choice is stored, so the banner's CSS hides it before its
 * first paint. Cached pages allow the script by its hash (scripts/page-entry.ts), others by nonce.
 */
export async function ConsentChoiceHint() {
  const nonce = await requestNonce();
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: MARK_STORED_CHOICE }} />;
}
