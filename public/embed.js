/*
 * Hjemly's embed for a landlord's own site (README, "The embed"):
 *   <script src="https://hjemly.dk/embed.js" data-company="<company-slug>" async></script>
 * Optional: data-locale="en-DK" for English, data-title="…" for the frame's accessible name.
 * It puts a frame of /embed/<company-slug> where the script stands and sizes it to its content:
 * the framed page posts its height, and only messages from Hjemly's origin and from this very frame
 * count. The frame is only shown on origins the company allows (CSP frame-ancestors); elsewhere the
 * browser shows an error in it, which no event reports: a frame that has loaded without saying its
 * height within a few seconds is replaced by a plain link to the company's homes on Hjemly.
 */
(() => {
  const script = document.currentScript;
  const company = script && script.dataset.company;
  if (!company) return;
  const hjemly = new URL(script.src).origin;
  const english = script.dataset.locale === 'en-DK';
  const src = new URL(`${english ? '/en-DK' : ''}/embed/${encodeURIComponent(company)}`, hjemly);
  src.searchParams.set('parent', window.location.origin);

  const frame = document.createElement('iframe');
  frame.src = src.href;
  frame.title = script.dataset.title || (english ? 'Available homes on Hjemly' : 'Ledige boliger på Hjemly');
  frame.loading = 'lazy';
  frame.style.cssText = 'display:block;width:100%;height:480px;border:0';
  script.after(frame);

  const MAX_HEIGHT = 20000;
  let heard = false;
  window.addEventListener('message', (event) => {
    if (event.origin !== hjemly || event.source !== frame.contentWindow) return;
    const { type, height } = event.data || {};
    if (type !== 'hjemly:embed-height' || typeof height !== 'number' || !(height > 0)) return;
    heard = true;
    frame.style.height = `${Math.min(Math.ceil(height), MAX_HEIGHT)}px`;
  });

  const QUIET_MS = 4000;
  frame.addEventListener('load', () => {
    setTimeout(() => {
      if (heard || !frame.isConnected) return;
      const link = document.createElement('a');
      link.href = new URL(`${english ? '/en-DK' : ''}/virksomhed/${encodeURIComponent(company)}`, hjemly).href;
      link.textContent = english ? 'See the available homes on Hjemly' : 'Se de ledige boliger på Hjemly';
      const paragraph = document.createElement('p');
      paragraph.append(link);
      frame.replaceWith(paragraph);
    }, QUIET_MS);
  });
})();
