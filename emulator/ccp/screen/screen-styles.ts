/** The screen's look, as a constructed style sheet (no inline style or script for the page's CSP to allow). */
export function screenStyles() {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`
body { font: 15px/1.4 system-ui, sans-serif; margin: 0; color: #16191f; background: #fff; }
main { padding: .75rem; max-width: 40rem; }
h1 { font-size: 1.15rem; margin: 0 0 .5rem; }
h2 { font-size: 1rem; margin: .75rem 0 .25rem; }
.row { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin: .25rem 0; }
select, input, button { font: inherit; min-height: 2.25rem; }
input { min-width: 0; flex: 1 1 8rem; }
button { padding: .25rem .75rem; border: 1px solid #545b64; border-radius: 4px; background: #f2f3f3; color: #16191f; cursor: pointer; }
button:focus-visible, select:focus-visible, input:focus-visible { outline: 3px solid #0972d3; outline-offset: 1px; }
[hidden] { display: none !important; }
.buttons { display: flex; flex-wrap: wrap; gap: .5rem; }
.parties { margin: .25rem 0; padding-left: 1.25rem; }
.keys { display: grid; grid-template-columns: repeat(3, minmax(2.75rem, 4rem)); gap: .25rem; margin: .5rem 0; }
.message:empty { display: none; }
.message { color: #b0180e; }
#status { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
`);
  return sheet;
}
