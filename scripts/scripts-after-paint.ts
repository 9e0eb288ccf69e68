// Cached public pages are drawn before their JavaScript loads. Next.js lists a page's
// chunks as `<script src async>` in the <head>, so the browser fetches them and compiles them on
// its other threads while it is still parsing, styling and laying out the page. On a phone with
// two cores that work and the first layout's font look-ups (each a round trip to the browser
// process) wait on each other: the first paint and the long tasks after it grow by tens of
// milliseconds. The page is whole without its scripts (server-rendered, links are plain
// anchors), so the chunks can wait one frame: one inline script at the end of the body adds them
// after the first frame is drawn, and hydration starts from there.

/** Next.js's tag for a chunk of the page (tests/e2e/performance-budget.spec.ts fails when it changes). */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[\w./~-]+\.js)" async=""><\/script>/g;

/**
 * Adds each chunk as an async script once the first frame is drawn: `setTimeout` from within
 * `requestAnimationFrame` runs after that frame. One task per script, because starting a fetch
 * costs the main thread about a millisecond on a slow phone and a page has a dozen chunks. A
 * hidden tab draws no frames, so it starts at once. Written for every browser the page supports,
 * as text: a function's own source would be the transpiler's, with helpers the page lacks.
 */
const LOAD_AFTER_FIRST_FRAME = `(function loadAfterFirstFrame(sources) {
  function load(source) {
    var script = document.createElement('script');
    script.src = source;
    document.head.appendChild(script);
  }
  function loadEach() {
    sources.forEach(function (source) {
      setTimeout(load, 0, source);
    });
  }
  if (document.visibilityState === 'hidden') loadEach();
  else requestAnimationFrame(loadEach);
})`;

/**
 * `html` with its chunk scripts loaded after the first paint instead of from the <head>; unchanged
 * when it has none or no `</body>` to put the loader before.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1]);
  const bodyEnd = html.lastIndexOf('</body>');
  if (sources.length === 0 || bodyEnd === -1) return html;
  const loader = `<script>${LOAD_AFTER_FIRST_FRAME}(${JSON.stringify(sources)})</script>`;
  const withoutTags = html.slice(0, bodyEnd).replace(CHUNK_SCRIPT, '');
  return `${withoutTags}${loader}${html.slice(bodyEnd)}`;
}
