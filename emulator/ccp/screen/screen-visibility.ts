/**
 * When the ccp-v2 page shows its agent screen. The panel keeps streams' frame in a `hidden` container, where the
 * frame's viewport has no area; a page that embeds the CCP to be used (streams' initCCP in a visible container)
 * gives it one. So the screen's script is fetched and run only once the viewport has an area, at load or at the
 * first resize that gives it one (a container shown later); the hidden frame only listens for resizes, which it
 * never gets. Once shown, the screen stays.
 */
export function loadScreenWhenShown(src: string) {
  const shown = () => window.innerWidth > 0 && window.innerHeight > 0;
  const load = () => {
    window.removeEventListener('resize', check);
    document.body.append(Object.assign(document.createElement('script'), { src }));
  };
  const check = () => {
    if (shown()) load();
  };
  if (shown()) load();
  else window.addEventListener('resize', check);
}
